/**
 * Reads the static export (out/) the way a browser and nginx see it: which HTML pages
 * exist at which URL, which tags and inline scripts they hold. Shared by the postbuild
 * CSP step, the budget and link checks and the bench, so they all agree on "a page".
 * Next's HTML is regular (double-quoted attributes, escaped values), so a tag scanner is
 * enough; no DOM is needed to read 3000 pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_DB_DIR } from '../lib/content-db/types';

export type ExportPage = {
  /** Path of the HTML file relative to out/, with forward slashes. */
  file: string;
  /** URL path nginx serves it at: index.html → /, a/index.html → /a/, 404.html → /404.html. */
  route: string;
  html: string;
  /**
   * The RSC payload hydration reads, when the page's loader fetches it from a file
   * (scripts/postbuild/scripts-after-paint.ts); '' when it is inline in `html` or absent.
   * Chunks and stylesheets it names load with the page, so weights and checks read both.
   */
  payload: string;
};

/** Where postbuild writes each page's RSC payload, named by a hash of its content. */
export const PAYLOAD_DIR = `${CONTENT_DB_DIR}/rsc`;
const PAYLOAD_HREF = new RegExp(`"(/${PAYLOAD_DIR}/[0-9a-f]{16}\\.txt)"[,)]`);

/** The payload file the page's loader fetches (a URL path), or undefined when it has none. */
export const payloadHref = (html: string) => PAYLOAD_HREF.exec(html)?.[1];

export type Tag = { name: string; attrs: Record<string, string> };

/** Every HTML page in the export, sorted by route. Build output under _next is skipped. */
export function listPages(outDir: string): ExportPage[] {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir}/index.html is missing: run npm run build first`);
  }
  const pages: ExportPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const file = path.relative(outDir, full).split(path.sep).join('/');
        const html = fs.readFileSync(full, 'utf8');
        const payload = payloadHref(html);
        pages.push({
          file,
          route: routeOfFile(file),
          html,
          payload: payload ? fs.readFileSync(path.join(outDir, payload), 'utf8') : '',
        });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

export function routeOfFile(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file}`;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const ATTR = /([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttrs(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    attrs[name] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Script bodies are raw text: strip them first so their contents are never read as tags. */
function withoutScriptBodies(html: string): string {
  return html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/gi, '$1$2');
}

/** Start tags of the given names (lower case), with decoded attributes. */
export function findTags(html: string, names: string[]): Tag[] {
  const wanted = new Set(names);
  const tags: Tag[] = [];
  for (const m of withoutScriptBodies(html).matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g)) {
    const name = m[1]!.toLowerCase();
    if (wanted.has(name)) tags.push({ name, attrs: parseAttrs(m[2] ?? '') });
  }
  return tags;
}

export type InlineScript = { attrs: Record<string, string>; body: string };

/** Scripts written inline in the page (no src), with their raw text as the browser hashes it. */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = parseAttrs(m[1] ?? '');
    if (attrs.src === undefined) scripts.push({ attrs, body: m[2] ?? '' });
  }
  return scripts;
}

/** The text of each inline <style> element, as the browser hashes it. */
export function inlineStyles(html: string): string[] {
  return [...withoutScriptBodies(html).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
}

/** Every non-empty style="…" attribute value on any element, decoded as the browser reads it. */
export function styleAttributes(html: string): string[] {
  const values: string[] = [];
  for (const m of withoutScriptBodies(html).matchAll(/<[a-zA-Z][a-zA-Z0-9-]*(\s[^>]*)?>/g)) {
    const style = parseAttrs(m[1] ?? '').style;
    if (style) values.push(style);
  }
  return values;
}

/** Types a browser executes; JSON-LD and other data blocks are never run (and need no hash). */
export function isExecutable(script: InlineScript): boolean {
  const type = (script.attrs.type ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
}

/** Every id in the page, for checking #fragment targets. */
export function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const m of withoutScriptBodies(html).matchAll(/<[a-zA-Z][^>]*?\sid="([^"]*)"/g)) ids.add(decodeEntities(m[1]!));
  return ids;
}
