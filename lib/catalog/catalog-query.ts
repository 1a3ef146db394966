import { PRODUCT_CATEGORIES, type ProductCategory } from './vocabulary';
import { SITE_LOCALE } from '../constants';

/** Sort orders of the catalog; `featured` (the content `order` field) is the default. */
export const CATALOG_SORTS = ['featured', 'name', 'price-asc', 'price-desc'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export interface CatalogItem {
  slug: string;
  name: string;
  category: ProductCategory;
  /** Lowest price in integer cents. */
  price: number;
  order: number;
}

export interface CatalogQuery {
  category: ProductCategory | null;
  sort: CatalogSort;
  /** Query values that were not understood, to tell the visitor (and then ignore). */
  invalid: { key: 'category' | 'sort'; value: string }[];
}

interface ParamsLike {
  get(name: string): string | null;
}

/** Reads `?category=…&sort=…`; unknown values are reported and fall back to the default. */
export function parseCatalogQuery(params: ParamsLike): CatalogQuery {
  const invalid: CatalogQuery['invalid'] = [];
  const rawCategory = params.get('category');
  const rawSort = params.get('sort');
  const category =
    rawCategory && (PRODUCT_CATEGORIES as readonly string[]).includes(rawCategory)
      ? (rawCategory as ProductCategory)
      : null;
  if (rawCategory && !category) invalid.push({ key: 'category', value: rawCategory });
  const sort =
    rawSort && (CATALOG_SORTS as readonly string[]).includes(rawSort) ? (rawSort as CatalogSort) : 'featured';
  if (rawSort && sort !== rawSort) invalid.push({ key: 'sort', value: rawSort });
  return { category, sort, invalid };
}

const byName = (a: CatalogItem, b: CatalogItem) => a.name.localeCompare(b.name, SITE_LOCALE.code);

const COMPARE: Record<CatalogSort, (a: CatalogItem, b: CatalogItem) => number> = {
  featured: (a, b) => a.order - b.order || byName(a, b),
  name: byName,
  'price-asc': (a, b) => a.price - b.price || byName(a, b),
  'price-desc': (a, b) => b.price - a.price || byName(a, b),
};

/** Filters and sorts without touching the input; ties break by name so order is stable. */
export function applyCatalogQuery<T extends CatalogItem>(
  items: readonly T[],
  query: Pick<CatalogQuery, 'category' | 'sort'>,
): T[] {
  return items.filter((item) => query.category === null || item.category === query.category).sort(COMPARE[query.sort]);
}

/** The query string for a state, leaving defaults out so URLs stay short. */
export function catalogSearch(query: Pick<CatalogQuery, 'category' | 'sort'>): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.sort !== 'featured') params.set('sort', query.sort);
  const search = params.toString();
  return search ? `?${search}` : '';
}
