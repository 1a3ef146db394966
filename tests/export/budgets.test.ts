import { describe, expect, it } from 'vitest';
import { getPages, getProducts } from '@/lib/content';
import { BUDGETS, CEILINGS, measurePage, overBudget, overCeiling, referencedAssets, type PageKind } from '../../scripts/quality/budgets';
import { listPages } from '../../scripts/quality/export-pages';
import { exportPages, fakeExport, OUT_DIR } from './out-dir';

describe('performance budgets over out/ (gzip bytes)', () => {
  const pages = exportPages();
  const products = new Set(getProducts().map((p) => `${p.path}/`));
  const forms = new Set(getPages().filter((p) => p.body.includes('<SupportForm')).map((p) => `${p.path}/`));
  const kindOf = (route: string): PageKind => (products.has(route) ? 'product' : forms.has(route) ? 'form' : 'content');

  it('finds every page and a product page among them', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.some((p) => products.has(p.route))).toBe(true);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s stays within its JS ceiling and the CSS budget', (_route, page) => {
    const weight = measurePage(OUT_DIR, page);
    expect(weight.js.length).toBeGreaterThan(0);
    expect(weight.css.length).toBeGreaterThan(0);
    expect(overCeiling(weight, kindOf(page.route))).toEqual([]);
  });

  it('ceilings stay tight: each is at most 4 kB above the heaviest page of its kind', () => {
    const heaviest: Record<PageKind, number> = { content: 0, form: 0, product: 0 };
    for (const page of pages) heaviest[kindOf(page.route)] = Math.max(heaviest[kindOf(page.route)], measurePage(OUT_DIR, page).jsGzip);
    expect(CEILINGS.contentJsBytes - heaviest.content).toBeLessThanOrEqual(4_000);
    expect(CEILINGS.formJsBytes - heaviest.form).toBeLessThanOrEqual(4_000);
    expect(CEILINGS.productJsBytes - heaviest.product).toBeLessThanOrEqual(4_000);
  });
});

describe('the budget measure', () => {
  const html = `<link rel="stylesheet" href="/_next/static/chunks/a.css"/><script src="/_next/static/chunks/a.js" async=""></script>
    <script src="/_next/static/chunks/poly.js" noModule=""></script><script>self.__next_f.push([1,"2:\\"/_next/static/chunks/b.js\\""])</script>`;

  it('counts script tags and chunks named in the RSC payload, not the nomodule polyfill', () => {
    expect(referencedAssets(html)).toEqual({ js: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], css: ['/_next/static/chunks/a.css'] });
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
    expect(weight.jsGzip).toBeGreaterThan(BUDGETS.productJsBytes);
    expect(overBudget(weight, false)[0]).toMatch(/first-load JS .* > 160\.0 kB/);
    expect(overBudget(weight, true)[0]).toMatch(/> 200\.0 kB/);
    const missing = fakeExport({ 'index.html': html });
    expect(() => measurePage(missing, listPages(missing)[0]!)).toThrow(/not in the export/);
  });
});
