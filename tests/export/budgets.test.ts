import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getProducts } from '@/lib/content';
import { BUDGETS, frameworkChunks, measurePage, overBudget, referencedAssets } from '../../scripts/quality/budgets';
import { listPages } from '../../scripts/export-pages';
import { rewriteCheck } from '../framework-patches';
import { exportPages, fakeExport, OUT_DIR } from './out-dir';

describe('performance budgets over out/ (gzip bytes)', () => {
  const pages = exportPages();
  const products = new Set(getProducts().map((p) => `${p.path}/`));
  const framework = frameworkChunks();

  it('finds every page and a product page among them, and the framework chunks every page loads', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.some((p) => products.has(p.route))).toBe(true);
    expect(framework.size).toBeGreaterThan(0);
    for (const page of pages) expect(referencedAssets(page.html).js).toEqual(expect.arrayContaining([...framework]));
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    `%s: the site's own first-load JS ≤ ${BUDGETS.contentOwnJsBytes / 1000} kB (product pages ${BUDGETS.productOwnJsBytes / 1000} kB) above the framework's chunks, CSS ≤ ${BUDGETS.cssBytes / 1000} kB gzip`,
    async (route, page) => {
      const weight = measurePage(OUT_DIR, page, framework);
      expect(weight.frameworkJsGzip + weight.ownJsGzip).toBe(weight.jsGzip);
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
    const big = Array.from({ length: 8_000 }, (_, i) => `var v${i}=${(i * 7919) % 104729};`).join('');
    const dir = fakeExport({
      'index.html': html,
      '_next/static/chunks/a.js': big,
      '_next/static/chunks/b.js': 'x',
      '_next/static/chunks/a.css': 'a{}',
    });
    const [page] = listPages(dir);
    expect(BUDGETS).toEqual({
      contentOwnJsBytes: 18_500,
      productOwnJsBytes: 23_500,
      cssBytes: 15_000,
      firstLoadBytes: 250_000,
    });
    const weight = measurePage(dir, page!);
    expect(weight.ownJsGzip).toBeGreaterThan(BUDGETS.productOwnJsBytes);
    expect(overBudget(weight, false)[0]).toMatch(/own first-load JS .* > 18\.5 kB/);
    expect(overBudget(weight, true)[0]).toMatch(/> 23\.5 kB/);
    // The same bytes as the framework's shared chunk are not the site's.
    const asFramework = measurePage(dir, page!, new Set(['/_next/static/chunks/a.js']));
    expect(asFramework.frameworkJsGzip).toBe(weight.ownJsGzip - asFramework.ownJsGzip);
    expect(overBudget(asFramework, false)).toEqual([]);
    const missing = fakeExport({ 'index.html': html });
    expect(() => measurePage(missing, listPages(missing)[0]!)).toThrow(/not in the export/);
  });
});
