/**
 * The stylesheets of components behind dynamic() (gallery, buy box, FAQ, hero, …) are
 * small (0.3–1.5 kB gzip each) but each is one more render-blocking request, and a page
 * renders up to four of them: on a phone's connection every one waits for a round trip
 * before the page can paint. This step writes each one's rules into the page's head
 * where its link stood, as a `<style data-href>`, so the page paints from its HTML and
 * the global stylesheet alone.
 *
 * The link stays, `disabled` (never fetched, never applied): Turbopack's runtime looks for
 * `link[rel=stylesheet][href=…]` when the component's code loads, and loads the sheet
 * itself when it finds none. React does not manage these links in the browser (Next's
 * PreloadChunks renders them on the server only), and client navigations to a page with
 * such a component still load its sheet through Turbopack. It edits HTML, so it runs
 * before the CSP step, which hashes each inline `<style>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../export-pages';

/** How Next writes an island's stylesheet link (with `as`, which only the HTML checker minds: scripts/quality/html-validity.ts). */
const ISLAND_LINK =
  /<link href="(\/_next\/static\/chunks\/[^"]+\.css)" rel="stylesheet" as="style" data-precedence="dynamic"\/>/g;

/**
 * A stylesheet's text as it can stand inline: no source-map comment, and nothing that
 * would read differently from the page's URL or end the `<style>` early.
 */
export function inlineCss(css: string, href: string): string {
  const text = css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  const relative = [...text.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].find((m) => !/^(data:|#)/.test(m[2]!));
  if (relative || /@import|<\/style/i.test(text))
    throw new Error(`${href} cannot be inlined: it has ${relative ? `url(${relative[2]})` : '@import or </style'}`);
  return text;
}

/** The page with each island stylesheet link replaced by its rules and a disabled link. */
export function withIslandStylesheetsInline(html: string, read: (href: string) => string): string {
  return html.replace(
    ISLAND_LINK,
    (_link, href: string) =>
      `<style data-href="${href}">${inlineCss(read(href), href)}</style>` +
      `<link rel="stylesheet" href="${href}" disabled=""/>`,
  );
}

export function run(outDir: string) {
  const sheets = new Map<string, string>();
  const read = (href: string) => {
    if (!sheets.has(href)) sheets.set(href, fs.readFileSync(path.join(outDir, href), 'utf8'));
    return sheets.get(href)!;
  };
  for (const page of listPages(outDir)) {
    const changed = withIslandStylesheetsInline(page.html, read);
    if (changed !== page.html) fs.writeFileSync(path.join(outDir, page.file), changed);
  }
}
