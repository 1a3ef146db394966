import { describe, expect, it } from 'vitest';
import { applyCatalogQuery, catalogSearch, parseCatalogQuery, type CatalogItem } from '@/lib/catalog/catalog-query';
import fs from 'node:fs';
import {
  buildComparisonGroups,
  COMPARISON_MAX_COLUMNS,
  differingPairs,
  type ComparableProduct,
} from '@/lib/catalog/comparison';
import { parseSelection } from '@/lib/catalog/comparison-selection';
import { toastDelay } from '@/stores/toast-store';

const items: CatalogItem[] = [
  { slug: 'b', name: 'Beta', category: 'drive', price: 9900, order: 2 },
  { slug: 'a', name: 'Alpha', category: 'recorder', price: 34900, order: 3 },
  { slug: 'c', name: 'Gamma', category: 'drive', price: 22900, order: 1 },
];

describe('catalog query', () => {
  it('filters by category and sorts by name, price up and price down', () => {
    const q = (s: string) => parseCatalogQuery(new URLSearchParams(s));
    expect(applyCatalogQuery(items, q('')).map((i) => i.slug)).toEqual(['c', 'b', 'a']);
    expect(applyCatalogQuery(items, q('sort=name')).map((i) => i.slug)).toEqual(['a', 'b', 'c']);
    expect(applyCatalogQuery(items, q('category=drive&sort=price-asc')).map((i) => i.slug)).toEqual(['b', 'c']);
    expect(applyCatalogQuery(items, q('sort=price-desc')).map((i) => i.slug)).toEqual(['a', 'c', 'b']);
  });

  it('reports unknown values and falls back to the defaults', () => {
    const query = parseCatalogQuery(new URLSearchParams('category=toasters&sort=cheapest'));
    expect(query).toEqual({
      category: null,
      sort: 'featured',
      invalid: [
        { key: 'category', value: 'toasters' },
        { key: 'sort', value: 'cheapest' },
      ],
    });
  });

  it('writes short URLs', () => {
    expect(catalogSearch({ category: null, sort: 'featured' })).toBe('');
    expect(catalogSearch({ category: 'capture', sort: 'price-asc' })).toBe('?category=capture&sort=price-asc');
  });
});

describe('comparison', () => {
  const product = (
    slug: string,
    order: number,
    rows: Record<string, string>,
    extra?: ComparableProduct['specs'],
  ): ComparableProduct => ({
    slug,
    name: slug,
    path: `/${slug}`,
    order,
    specs: [
      { group: 'storage', rows: Object.entries(rows).map(([label, value]) => ({ label, value })) },
      ...(extra ?? []),
    ],
  });

  it('groups rows in spec order with labels in first-seen order, from the products themselves', () => {
    const groups = buildComparisonGroups([
      product('y', 2, { Capacity: '2 TB', Interface: 'USB4' }),
      product('x', 1, { Interface: 'USB 3.2', Weight: '52 g' }, [
        { group: 'video-input', rows: [{ label: 'HDMI input', value: 'HDMI 2.0' }] },
      ]),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Video input', 'Storage']);
    expect(groups[1]!.rows.map((r) => r.label)).toEqual(['Interface', 'Weight', 'Capacity']);
    expect(groups[1]!.rows[0]!.values).toEqual({ x: 'USB 3.2', y: 'USB4' });
  });

  it('lists the column pairs that differ in a row, counting a missing value as a difference', () => {
    const row = { label: 'Interface', values: { x: 'USB4', y: 'USB4', w: 'USB 3.2' } };
    expect(differingPairs(row, ['x', 'y'])).toEqual([]);
    expect(differingPairs(row, ['x', 'y', 'z'])).toEqual(['1-3', '2-3']);
    expect(differingPairs(row, ['w', 'x', 'y', 'z'])).toEqual(['1-2', '1-3', '1-4', '2-4', '3-4']);
  });

  it('has CSS for as many comparison columns as the table allows', () => {
    const scss = fs.readFileSync('components/catalog/comparison.scss', 'utf8');
    expect(scss).toContain(`$comparison-max-columns: ${COMPARISON_MAX_COLUMNS};`);
  });

  it('reads the product choice from the URL, falling back to all', () => {
    expect(parseSelection('c,a,nope', ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(parseSelection('nope', ['a', 'b'])).toEqual(['a', 'b']);
    expect(parseSelection(null, ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('toast timing', () => {
  it('hides after 5000 ms by default and never sooner than 1000 ms', () => {
    expect(toastDelay()).toBe(5000);
    expect(toastDelay(200)).toBe(1000);
    expect(toastDelay(8000)).toBe(8000);
    expect(toastDelay(Number.NaN)).toBe(5000);
  });
});
