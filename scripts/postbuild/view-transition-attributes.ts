/**
 * React's server renderer marks the first element inside a <ViewTransition> (app/layout.tsx,
 * the page transition) with vt-name, vt-update, vt-enter, vt-exit or vt-share. Only
 * its streaming Suspense reveal reads them, which a static export never runs; the client
 * neither checks them when hydrating nor needs them for the transitions it starts itself.
 * They are not valid HTML, so this step removes them from every exported page. It edits
 * HTML, so it runs before the CSP step (which hashes the final pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../export-pages';

const VT_ATTRIBUTE = /\svt-(?:name|update|enter|exit|share)="[^"]*"/g;

/** The page without vt-* attributes; script bodies (the RSC payload) are left untouched. */
export function withoutViewTransitionAttributes(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>|<[a-zA-Z][^>]*>/g, (part) =>
    part.startsWith('<script') ? part : part.replace(VT_ATTRIBUTE, ''),
  );
}

export function run(outDir: string) {
  for (const page of listPages(outDir)) {
    const cleaned = withoutViewTransitionAttributes(page.html);
    if (cleaned !== page.html) fs.writeFileSync(path.join(outDir, page.file), cleaned);
  }
}
