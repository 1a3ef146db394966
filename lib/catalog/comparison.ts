import { SPEC_GROUPS, type SpecGroupName, type StockState } from './vocabulary';
import { specGroupLabel } from './spec-groups';

/** The minimum a comparison needs from a product (content products satisfy it). */
export interface ComparableProduct {
  slug: string;
  name: string;
  path: string;
  order: number;
  specs: { group: SpecGroupName; rows: { label: string; value: string }[] }[];
}

export interface ComparisonColumn {
  slug: string;
  name: string;
  path: string;
  /** Integer cents of the variant the column's button adds. */
  price: number;
  variantId: string;
  stock: StockState;
}

export interface ComparisonRow {
  label: string;
  /** Value per product slug; a product without this row has no entry. */
  values: Record<string, string>;
}

export interface ComparisonGroup {
  group: SpecGroupName;
  label: string;
  rows: ComparisonRow[];
}

/**
 * Rows grouped by spec group in display order; within a group, labels in the order they
 * first appear across the products (sorted by `order`). Never hand-written: adding a spec
 * row to a product adds it here.
 */
export function buildComparisonGroups(products: readonly ComparableProduct[]): ComparisonGroup[] {
  const sorted = [...products].sort((a, b) => a.order - b.order);
  return SPEC_GROUPS.flatMap((group) => {
    const rows = new Map<string, ComparisonRow>();
    for (const product of sorted) {
      for (const row of product.specs.find((g) => g.group === group)?.rows ?? []) {
        const existing = rows.get(row.label) ?? { label: row.label, values: {} };
        existing.values[product.slug] = row.value;
        rows.set(row.label, existing);
      }
    }
    return rows.size > 0 ? [{ group, label: specGroupLabel(group), rows: [...rows.values()] }] : [];
  });
}

export const MISSING_VALUE = '—';

/** True when the selected products do not all show the same value (a missing row counts as "—"). */
export function rowDiffers(row: ComparisonRow, slugs: readonly string[]): boolean {
  return new Set(slugs.map((slug) => row.values[slug] ?? MISSING_VALUE)).size > 1;
}

/**
 * The products to compare from `?products=a,b`: known slugs only, in column order. Nothing
 * valid selected means all of them, so a bad link still shows a useful table.
 */
export function parseSelection(raw: string | null, columns: readonly string[]): string[] {
  const wanted = new Set(
    (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  const selected = columns.filter((slug) => wanted.has(slug));
  return selected.length > 0 ? selected : [...columns];
}
