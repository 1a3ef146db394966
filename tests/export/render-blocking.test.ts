import { describe, expect, it } from 'vitest';
import { findTags } from '../../scripts/export-pages';
import { exportPages } from './out-dir';

// On a phone every render-blocking request costs time before the first paint: a page waits
// for its HTML, the global stylesheet and the small stylesheets of the islands it renders
// (which HTTP/2 fetches beside it), nothing else; scripts start after the paint.
describe('what a page waits for before its first paint', () => {
  const pages = exportPages();

  it.each(pages.map((p) => [p.route, p.html] as const))(
    "%s: the global stylesheet and its islands' ones, no blocking script",
    (_, html) => {
      const syncScripts = findTags(html, ['script']).filter(
        (t) => t.attrs.src && !('async' in t.attrs) && !('nomodule' in t.attrs),
      );
      expect(syncScripts).toEqual([]);
      const blocking = findTags(html, ['link']).filter((t) => t.attrs.rel === 'stylesheet');
      const precedence = blocking.map((t) => t.attrs['data-precedence']);
      expect(precedence.filter((p) => p === 'next')).toHaveLength(1);
      expect(precedence.filter((p) => p !== 'next' && p !== 'dynamic')).toEqual([]);
      for (const sheet of blocking) expect(sheet.attrs.href).toMatch(/^\/_next\/static\/chunks\/[\w.-]+\.css$/);
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
