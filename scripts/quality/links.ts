/**
 * Link integrity of the export: every internal href/src/srcset target exists as nginx
 * would serve it (deploy/nginx.conf: try_files $uri $uri/index.html $uri.html; /api/forms/
 * is the forms service's), every
 * #fragment on an internal page names an id there, and every external URL is well-formed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/site-config';
import { findTags, idsOf, type ExportPage } from '../export-pages';

/** Attributes that hold one URL, per tag. */
const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  source: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
};
/** Attributes that hold a srcset list. */
const SRCSET_ATTRS: Record<string, string[]> = { img: ['srcset'], source: ['srcset'], link: ['imagesrcset'] };
/** Meta tags whose content is a URL of this site (social previews). */
const URL_METAS = new Set(['og:image', 'og:url', 'twitter:image']);

export type LinkRef = { page: string; tag: string; attr: string; url: string };

export function collectLinks(page: ExportPage): LinkRef[] {
  const refs: LinkRef[] = [];
  const tags = findTags(page.html, [...new Set([...Object.keys(URL_ATTRS), ...Object.keys(SRCSET_ATTRS), 'meta'])]);
  for (const { name, attrs } of tags) {
    for (const attr of URL_ATTRS[name] ?? []) {
      const url = attrs[attr];
      if (url !== undefined) refs.push({ page: page.route, tag: name, attr, url });
    }
    for (const attr of SRCSET_ATTRS[name] ?? []) {
      const list = attrs[attr];
      if (list === undefined) continue;
      for (const candidate of list.split(/,\s+/)) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) refs.push({ page: page.route, tag: name, attr, url });
      }
    }
    if (name === 'meta' && URL_METAS.has(attrs.property ?? attrs.name ?? '') && attrs.content) {
      refs.push({ page: page.route, tag: 'meta', attr: attrs.property ?? attrs.name ?? 'content', url: attrs.content });
    }
  }
  return refs;
}

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The file nginx serves for a URL path, or undefined for a 404. */
export function resolveInternal(outDir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const root = path.resolve(outDir);
  const base = path.join(root, decoded);
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  // A path ending in "/" is a folder: only its index.html can answer.
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find(isFile);
}

const SITE_ORIGIN = new URL(siteConfig.siteUrl).origin;

/**
 * Where deploy/nginx.conf passes requests to the forms service instead of the export: a
 * form's action there (`NEXT_PUBLIC_FORMS_ENDPOINT=/api/forms`) is the service's route.
 */
const FORMS_SERVICE_PATH = '/api/forms/';

/** Why an external URL is malformed, or undefined when it is fine. */
export function externalProblem(url: string): string | undefined {
  if (/\s/.test(url)) return 'contains whitespace';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'is not a valid URL';
  }
  switch (parsed.protocol) {
    case 'http:':
    case 'https:':
      return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(parsed.hostname)
        ? undefined
        : `has an invalid host "${parsed.hostname}"`;
    case 'mailto:':
      return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(parsed.pathname))
        ? undefined
        : 'is not an e-mail address';
    case 'tel:':
      return /^\+?[0-9().\- ]{5,}$/.test(decodeURIComponent(parsed.pathname)) ? undefined : 'is not a phone number';
    case 'data:':
      return undefined;
    default:
      return `uses the ${parsed.protocol} scheme`;
  }
}

/**
 * Problems of one reference, as a readable line, or undefined when it is fine.
 * `idsByFile` caches the ids of pages that fragments point into.
 */
export function checkLink(outDir: string, ref: LinkRef, idsByFile: Map<string, Set<string>>): string | undefined {
  const where = `${ref.page}: <${ref.tag} ${ref.attr}="${ref.url}">`;
  const url = ref.url.trim();
  if (url === '') return `${where} is empty`;
  if (/^(https?:)?\/\//i.test(url) || /^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const absolute = url.startsWith('//') ? `https:${url}` : url;
    const problem = externalProblem(absolute);
    if (problem) return `${where} ${problem}`;
    const parsed = new URL(absolute);
    // Absolute links to this site (canonical, Open Graph) must point at real files too.
    if (parsed.origin !== SITE_ORIGIN) return undefined;
    return checkInternal(outDir, parsed.pathname, parsed.hash, where, idsByFile);
  }
  const resolved = new URL(url, `http://x${ref.page}`);
  return checkInternal(outDir, resolved.pathname, resolved.hash, where, idsByFile);
}

function checkInternal(
  outDir: string,
  pathname: string,
  hash: string,
  where: string,
  idsByFile: Map<string, Set<string>>,
) {
  if (pathname.startsWith(FORMS_SERVICE_PATH)) return undefined;
  const file = resolveInternal(outDir, pathname);
  if (!file) return `${where} points to ${pathname}, which the export does not have`;
  const id = decodeURIComponent(hash.slice(1));
  if (id === '' || !file.endsWith('.html')) return undefined;
  let ids = idsByFile.get(file);
  if (!ids) {
    ids = idsOf(fs.readFileSync(file, 'utf8'));
    idsByFile.set(file, ids);
  }
  return ids.has(id) ? undefined : `${where} names #${id}, which ${pathname} does not have`;
}

/** Every link problem of the given pages. */
export function checkLinks(outDir: string, pages: ExportPage[]): string[] {
  const idsByFile = new Map<string, Set<string>>();
  const problems: string[] = [];
  for (const page of pages) {
    for (const ref of collectLinks(page)) {
      const problem = checkLink(outDir, ref, idsByFile);
      if (problem) problems.push(problem);
    }
  }
  return [...new Set(problems)];
}
