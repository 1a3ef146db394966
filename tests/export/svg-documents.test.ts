import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, exportPages } from './out-dir';

/**
 * An SVG shown as an image (a favicon, an <img>, a url() in CSS) is a document of its own
 * that the browser builds on the page's main thread when it first shows it (20-90 ms each at
 * Lighthouse's 4× CPU slowdown). What every page shows while it loads is drawn inline instead.
 */
describe('no SVG document is built while a page loads', () => {
  const pages = exportPages();

  it('every select draws its chevron inline, and no stylesheet draws one', () => {
    const selects = pages.flatMap((page) =>
      [...page.html.matchAll(/<select\b[\s\S]*?<\/select>(<svg[^>]*>)?/g)].map((m) => ({
        route: page.route,
        next: m[1] ?? '',
      })),
    );
    expect(selects.length).toBeGreaterThan(10);
    expect(selects.filter((s) => !s.next.includes('select-chevron'))).toEqual([]);
    const css = fs
      .readdirSync(path.join(OUT_DIR, '_next/static'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'));
    const withSvg = css.filter((file) =>
      /\.form-select\{[^}]*data:image\/svg/.test(fs.readFileSync(path.join(OUT_DIR, '_next/static', file), 'utf8')),
    );
    expect(css.length).toBeGreaterThan(0);
    expect(withSvg).toEqual([]);
  });
});
