import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '@/lib/site-config';
import { findTags } from '../../scripts/export-pages';
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

  it('every select draws its chevron inline, and every comparison chip its tick', () => {
    const followedBy = (pattern: RegExp) =>
      pages.flatMap((page) => [...page.html.matchAll(pattern)].map((m) => ({ route: page.route, next: m[1] ?? '' })));
    const selects = followedBy(/<select\b[\s\S]*?<\/select>(<svg[^>]*>)?/g);
    const chips = followedBy(/<input[^>]*class="[^"]*chooser-input[^"]*"[^>]*>(<svg[^>]*>)?/g);
    expect(selects.length).toBeGreaterThan(10);
    expect(chips.length).toBeGreaterThan(5);
    expect(selects.filter((s) => !s.next.includes('select-chevron'))).toEqual([]);
    expect(chips.filter((c) => !c.next.includes('chooser-tick'))).toEqual([]);
  });

  it('stylesheets draw SVG only for what appears after an action', () => {
    const dir = path.join(OUT_DIR, '_next/static');
    const css = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
    const drawn = new Set(
      css.flatMap((text) => [...text.matchAll(/([^{}]+)\{[^}]*data:image\/svg/g)].map((m) => m[1]!)),
    );
    expect(css.length).toBeGreaterThan(0);
    expect([...drawn].sort()).toEqual([
      // a modal's or toast's close button
      '.btn-close',
      // a ticked checkbox: every checkbox starts unticked but the comparison chips, which draw their tick inline
      '.form-check-input:checked[type=checkbox]',
      '.form-check-input[type=checkbox]:indeterminate',
      // a field that failed validation
      '.form-control.is-invalid',
      '.form-select.is-invalid:not([multiple]):not([size]),.form-select.is-invalid:not([multiple])[size="1"]',
    ]);
  });
});
