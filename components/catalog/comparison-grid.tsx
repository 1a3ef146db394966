'use client';

import Link from '@/components/navigation/link';
import { MISSING_VALUE, rowDiffers, type ComparisonColumn, type ComparisonGroup } from '@/lib/catalog/comparison';
import { formatPrice } from '@/lib/format/money';
import { compareEn } from '@/lib/i18n/catalog.en';
import { productsEn } from '@/lib/i18n/products.en';
import { addToCart } from '@/components/cart/cart-actions';

/** What a column's button says: add to cart, or why it cannot. */
const action = (column: ComparisonColumn) =>
  column.stock === 'out_of_stock' ? productsEn.stockShort.out_of_stock : productsEn.addToCart;

/**
 * The comparison table. It scrolls inside its own box, so the product header stays on top
 * and the feature column stays on the left while the buyer scrolls either way.
 */
export function ComparisonGrid({
  columns,
  groups,
  differencesOnly,
  cartHref,
}: {
  columns: ComparisonColumn[];
  groups: ComparisonGroup[];
  differencesOnly: boolean;
  /** The cart page (ROUTES.cart), from the server. */
  cartHref: string;
}) {
  const slugs = columns.map((c) => c.slug);
  const t = compareEn;
  return (
    <div className="comparison-scroll" tabIndex={0} role="region" aria-label={t.table(columns.length)}>
      <table className="table comparison-table mb-0">
        <thead>
          <tr>
            <th scope="col" className="comparison-corner">
              <span className="visually-hidden">{t.feature}</span>
            </th>
            {columns.map((column) => (
              <th key={column.slug} scope="col" className="comparison-product">
                <Link href={column.path} className="d-block fw-bold">
                  {column.name}
                </Link>
                <span className="d-block fw-normal">{formatPrice(column.price)}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-primary mt-1"
                  disabled={column.stock === 'out_of_stock'}
                  // WCAG 2.5.3: the name starts with the words shown ("Add to cart, Box Pro").
                  aria-label={`${action(column)}, ${column.name}`}
                  onClick={() => addToCart(column.variantId, 1, column.name, cartHref)}
                >
                  {action(column)}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const rows = differencesOnly ? group.rows.filter((row) => rowDiffers(row, slugs)) : group.rows;
          if (rows.length === 0) return null;
          return (
            <tbody key={group.group}>
              <tr className="comparison-group">
                <th scope="colgroup" colSpan={columns.length + 1}>
                  {group.label}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.label} data-differs={rowDiffers(row, slugs) ? 'true' : 'false'}>
                  <th scope="row">{row.label}</th>
                  {columns.map((column) => (
                    <td key={column.slug}>{row.values[column.slug] ?? MISSING_VALUE}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
