/**
 * Page URLs as the export serves them. Apart from the click rules (./link-rules.ts): every
 * page's first load needs these (components/navigation/link.tsx), the rules only once the
 * client runtime is up.
 */

/** Pages have no file extension; `/feed.xml` or `/manual.pdf` are files the browser loads itself. */
export function isPagePath(pathname: string): boolean {
  return !/\.[a-z0-9]{2,5}$/i.test(pathname.replace(/\/+$/, ''));
}

/**
 * An internal page link as the export serves and names it: with its trailing slash
 * (`/help/contact` → `/help/contact/`, query and hash kept), so a click before the client
 * router runs lands on the canonical URL, as a client navigation does. Files, other
 * origins, protocols and hash-only links are left as they are.
 */
export function pageHref(href: string): string {
  const match = /^(\/(?!\/)[^?#]*)(.*)$/s.exec(href);
  if (!match) return href;
  const [, path, rest] = match as unknown as [string, string, string];
  return path.endsWith('/') || !isPagePath(path) ? href : `${path}/${rest}`;
}
