/**
 * Next.js links the stylesheet of a component behind dynamic() from the pages that render
 * it as `<link rel="stylesheet" as="style" data-precedence="dynamic">`. `as` belongs only
 * to preload links, so the HTML is invalid; browsers ignore it on a stylesheet. This step
 * removes it from every exported page. It edits HTML, so it runs before the CSP step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../export-pages';

/** The page with `as` dropped from its stylesheet links; scripts (the RSC payload) and other tags are left as they are. */
export function withoutStylesheetAs(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>|<link\b[^>]*>/g, (tag) =>
    tag.startsWith('<link') && /\srel="stylesheet"/.test(tag) ? tag.replace(/\sas="style"/, '') : tag,
  );
}

export function run(outDir: string) {
  for (const page of listPages(outDir)) {
    const cleaned = withoutStylesheetAs(page.html);
    if (cleaned !== page.html) fs.writeFileSync(path.join(outDir, page.file), cleaned);
  }
}
