import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTags } from '../../scripts/export-pages';
import { inlineCss } from '../../scripts/postbuild/island-stylesheets-inline';
import { rewriteCheck } from '../framework-patches';
import { exportPages, OUT_DIR } from './out-dir';

// On a phone every render-blocking request is a round trip before the first paint: a page
// waits for its HTML and the global stylesheet, nothing else. Island stylesheets are
// inline (scripts/postbuild/island-stylesheets-inline.ts); scripts start after the paint.
describe('what a page waits for before its first paint', () => {
  const pages = exportPages();
  const inlineSheets = (html: string) =>
    [
      ...html.matchAll(
        /<style data-href="([^"]+)">([\s\S]*?)<\/style><link rel="stylesheet" href="\1" disabled=""\/>/g,
      ),
    ].map((m) => ({ href: m[1]!, css: m[2]! }));

  it('finds pages with inline island stylesheets', () =>
    rewriteCheck('island stylesheets inline', () => {
      expect(pages.filter((p) => inlineSheets(p.html).length > 0).length).toBeGreaterThan(10);
    }));

  it.each(pages.map((p) => [p.route, p.html] as const))(
    '%s: one blocking stylesheet, no blocking script',
    async (route, html) => {
      const syncScripts = findTags(html, ['script']).filter(
        (t) => t.attrs.src && !('async' in t.attrs) && !('nomodule' in t.attrs),
      );
      expect(syncScripts).toEqual([]);
      await rewriteCheck(`${route}: the global stylesheet the only blocking one`, () => {
        const blocking = findTags(html, ['link']).filter(
          (t) => t.attrs.rel === 'stylesheet' && !('disabled' in t.attrs),
        );
        expect(blocking.map((t) => t.attrs['data-precedence'])).toEqual(['next']);
      });
      for (const { href, css } of inlineSheets(html))
        expect(css).toBe(inlineCss(fs.readFileSync(path.join(OUT_DIR, href), 'utf8'), href));
    },
  );

  // The first paint waits for the element a render-blocking `expect` link names: the
  // footer, so the header and the main content are laid out and painted at once (app/layout.tsx).
  it.each(pages.map((p) => [p.route, p.html] as const))(
    '%s: no first paint before the main content is parsed',
    (_, html) => {
      const expected = findTags(html, ['link']).filter((t) => t.attrs.rel === 'expect');
      expect(expected.map((t) => t.attrs.blocking)).toEqual(['render']);
      const target = html.indexOf(` id="${expected[0]!.attrs.href!.slice(1)}"`);
      expect(target).toBeGreaterThan(html.indexOf('</main>'));
      expect(html.indexOf('</main>')).toBeGreaterThan(0);
    },
  );
});
