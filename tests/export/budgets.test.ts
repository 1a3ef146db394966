import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProducts } from '@/lib/content';
import { BUDGETS, measurePage, overBudget, referencedAssets } from '../../scripts/quality/budgets';
import { listPages } from '../../scripts/export-pages';
import { rewriteCheck } from '../framework-patches';
import { exportPages, fakeExport, OUT_DIR } from './out-dir';

describe('performance budgets over out/ (gzip bytes)', () => {
  const pages = exportPages();
  const products = new Set(getProducts().map((p) => `${p.path}/`));

  it('finds every page and a product page among them', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.some((p) => products.has(p.route))).toBe(true);
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    `%s: first-load JS ≤ ${BUDGETS.contentJsBytes / 1000} kB (product pages ${BUDGETS.productJsBytes / 1000} kB), CSS ≤ ${BUDGETS.cssBytes / 1000} kB gzip`,
    async (route, page) => {
      const weight = measurePage(OUT_DIR, page);
      expect(weight.js.length).toBeGreaterThan(0);
      expect(weight.css.length).toBeGreaterThan(0);
      await rewriteCheck(`${route}: within the byte budgets`, () =>
        expect(overBudget(weight, products.has(page.route))).toEqual([]),
      );
    },
  );

  // The first Intl call on a page loads the locale's ICU data: 40-75 ms of main thread
  // here, ~4x on Lighthouse's phone (lib/format/number.ts). Code a page runs on load
  // formats with lib/format instead.
  it.each(pages.map((p) => [p.route, p] as const))('%s: no first-load script calls Intl', (_route, page) => {
    const callers = referencedAssets(page.html + page.payload).js.filter((url) =>
      /\bIntl\.|\.toLocale(?:Date|Time)?String\(/.test(fs.readFileSync(path.join(OUT_DIR, url), 'utf8')),
    );
    expect(callers).toEqual([]);
  });
});

describe('the budget measure', () => {
  const html = `<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/a.js" async=""></script>
    <script src="/_next/static/chunks/poly.js" noModule=""></script><script>self.__next_f.push([1,"2:\\"/_next/static/chunks/b.js\\""])</script>`;

  it('counts script tags and chunks named in the RSC payload, not the nomodule polyfill', () => {
    expect(referencedAssets(html)).toEqual({
      js: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
      css: ['/_next/static/chunks/a.css'],
    });
  });

  it('reports a page over budget and a missing asset', () => {
    const big = Array.from({ length: 60_000 }, (_, i) => `var v${i}=${(i * 7919) % 104729};`).join('');
    const dir = fakeExport({
      'index.html': html,
      '_next/static/chunks/a.js': big,
      '_next/static/chunks/b.js': 'x',
      '_next/static/chunks/a.css': 'a{}',
    });
    const [page] = listPages(dir);
    const weight = measurePage(dir, page!);
    expect(BUDGETS).toEqual({
      contentJsBytes: 146_000,
      productJsBytes: 175_000,
      cssBytes: 15_000,
      firstLoadBytes: 250_000,
    });
    expect(weight.jsGzip).toBeGreaterThan(BUDGETS.productJsBytes);
    expect(overBudget(weight, false)[0]).toMatch(/first-load JS .* > 146\.0 kB/);
    expect(overBudget(weight, true)[0]).toMatch(/> 175\.0 kB/);
    const missing = fakeExport({ 'index.html': html });
    expect(() => measurePage(missing, listPages(missing)[0]!)).toThrow(/not in the export/);
  });
});
