import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { findTags } from '../../scripts/quality/export-pages';
import { OUT_DIR, exportPages } from './out-dir';

/**
 * An SVG shown as an image (a favicon, an <img>, a url() in CSS) is a document of its own
 * that the browser builds on the page's main thread when it first shows it (20-90 ms each at
 * Lighthouse's 4× CPU slowdown). What every page shows while it loads is drawn inline instead.
 */
describe('no SVG document is built while a page loads', () => {
  const pages = exportPages();
  const { favicon } = siteConfig.brand;

  it(`every page links the ${favicon.size} px PNG favicon and no SVG icon`, () => {
    const wrong = pages.filter((page) => {
      const icons = findTags(page.html, ['link']).filter((link) => /\bicon\b/.test(link.attrs.rel ?? ''));
      return icons.length !== 1 || icons[0]!.attrs.href !== favicon.url || icons[0]!.attrs.type !== 'image/png';
    });
    expect(wrong.map((page) => page.route)).toEqual([]);
  });

  it('the favicon is a PNG of that size', () => {
    const png = fs.readFileSync(path.join(OUT_DIR, favicon.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([favicon.size, favicon.size]);
  });

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
