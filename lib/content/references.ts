import fs from 'node:fs';
import path from 'node:path';
import type { RefKind } from './schemas/common';
import { didYouMean } from './suggest';

/**
 * Everything content can point at, gathered from every file whether or not the file is
 * valid: a product with a bad price still exists, so pages that name it are not blamed
 * for its mistake (the product's file reports it, once).
 */
export interface RouteTarget {
  file: string;
  /** Element ids of the page; `undefined` when its template draws ids the check cannot see. */
  ids?: Set<string>;
}

export interface SiteIndex {
  products: Set<string>;
  faqTopics: Set<string>;
  routes: Map<string, RouteTarget>;
  publicDir: string;
}

const fileExists = (publicDir: string, site: string) => {
  try {
    return fs.statSync(path.join(publicDir, decodeURI(site))).isFile();
  } catch {
    return false;
  }
};

/** `/help/contact/?x=1#top` → `/help/contact` and `top`. */
function splitHref(href: string): { route: string; fragment?: string } {
  const [beforeHash, fragment] = href.split('#', 2) as [string, string | undefined];
  const route = beforeHash.split('?')[0]!.replace(/(.)\/$/, '$1');
  return { route, fragment: fragment || undefined };
}

function resolveLink(site: SiteIndex, href: string, from: string | undefined): string | undefined {
  if (!href.startsWith('/') && !href.startsWith('#')) return undefined; // external: https, mailto, tel
  const { route, fragment } = splitHref(href);
  const own = route === '';
  const target = own ? (from === undefined ? undefined : site.routes.get(from)) : site.routes.get(route);
  if (!target) {
    if (own || fileExists(site.publicDir, route)) return undefined;
    return `links to ${route}, which is not a page${didYouMean(route, site.routes.keys())}`;
  }
  if (!fragment || !target.ids || target.ids.has(fragment)) return undefined;
  const where = own ? 'this page has' : `${route} has`;
  return `links to ${href}, but ${where} no element with id "${fragment}"${didYouMean(fragment, target.ids)}`;
}

/** Why the reference does not resolve, in plain words, or `undefined` when it does. */
export function resolveRef(site: SiteIndex, kind: RefKind, value: string, from?: string): string | undefined {
  switch (kind) {
    case 'product':
      return site.products.has(value)
        ? undefined
        : `there is no product "${value}" in content/products/${didYouMean(value, site.products)}`;
    case 'faqTopic':
      return site.faqTopics.has(value)
        ? undefined
        : `there is no FAQ topic "${value}" in content/faqs/${didYouMean(value, site.faqTopics)}`;
    case 'image':
    case 'file':
      if (!value.startsWith('/')) return undefined; // a URL on the downloads host: checked by its schema
      return fileExists(site.publicDir, value.split(/[?#]/)[0]!) ? undefined : `file public${value} does not exist`;
    case 'link':
      return resolveLink(site, value, from);
    case 'anchor':
      return undefined;
  }
}
