import { isPagePath } from './page-href';

/**
 * Which clicks are client navigations to another route: those start the
 * loading bar. Not for modified clicks (ctrl, meta, shift, alt, middle button), links
 * that open elsewhere (target, download), other origins or protocols, the same URL, or a
 * hash on the same page (that is a scroll, handled separately).
 */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

const normalPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Same route: path (ignoring a trailing slash) and search are equal; the hash does not count. */
export function sameRoute(a: URL, b: URL): boolean {
  return a.origin === b.origin && normalPath(a.pathname) === normalPath(b.pathname) && a.search === b.search;
}

function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/** The anchor's URL when it navigates within this tab and this origin, else null. */
function inTabUrl(event: ClickLike, anchor: AnchorLike, current: URL): URL | null {
  if (!isPlainClick(event)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  return url;
}

/** The target when the click is a client navigation to another route, else null. */
export function routeChangeTarget(event: ClickLike, anchor: AnchorLike, current: URL): URL | null {
  const url = inTabUrl(event, anchor, current);
  return url && isPagePath(url.pathname) && !sameRoute(url, current) ? url : null;
}

/** The hash when the click only moves within this page (`#section` on the same route). */
export function samePageHash(event: ClickLike, anchor: AnchorLike, current: URL): string | null {
  const url = inTabUrl(event, anchor, current);
  return url && sameRoute(url, current) && url.hash.length > 1 ? url.hash : null;
}
