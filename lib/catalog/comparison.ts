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

/**
 * Most product columns a comparison table may have: "Show differences only" and column
 * hiding are CSS rules written for each column up to this many (components/catalog/comparison.scss,
 * `$comparison-max-columns`, says the same number).
 */
export const COMPARISON_MAX_COLUMNS = 10;

/**
 * The pairs of columns (1-based, `"1-3"`) whose values differ in this row (a missing row
 * counts as "—"). The server writes them on the row; with "Show differences only" on, the
 * CSS shows a row only when both columns of one of its pairs are ticked, so the table
 * answers to the checkboxes before and without scripts.
 */
export function differingPairs(row: ComparisonRow, slugs: readonly string[]): string[] {
  const value = (i: number) => row.values[slugs[i]!] ?? MISSING_VALUE;
  const pairs: string[] = [];
  for (let i = 0; i < slugs.length; i++)
    for (let j = i + 1; j < slugs.length; j++) if (value(i) !== value(j)) pairs.push(`${i + 1}-${j + 1}`);
  return pairs;
}
