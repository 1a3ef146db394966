import Link from '@/components/navigation/link';
import { differingPairs, MISSING_VALUE, type ComparisonColumn, type ComparisonGroup } from '@/lib/catalog/comparison';
import { formatPrice } from '@/lib/format/money';
import { compareEn } from '@/lib/i18n/compare.en';
import { productsEn } from '@/lib/i18n/products.en';
import { ADD_FIELDS, ADD_TO_CART_ATTRIBUTE } from '@/lib/cart/add-request';
import { pageHref } from '@/lib/navigation/page-href';

/** What a column's button says: add to cart, or why it cannot. */
const action = (column: ComparisonColumn) =>
  column.stock === 'out_of_stock' ? productsEn.stockShort.out_of_stock : productsEn.addToCart;

/**
 * The comparison table, server HTML with no island: the controls act on it through CSS
 * (comparison.scss), and each column's add-to-cart form is a GET to the cart page that
 * the client runtime turns into an add in place (components/cart/add-to-cart-submits.ts). It scrolls inside its own box, so the product header stays on top
 * and the feature column stays on the left while the buyer scrolls either way. Every row
 * is in the HTML: each cell names its column (`data-col`, 1-based) and each row and group
 * the column pairs that differ in it (`data-diff`), for the CSS of the comparison controls.
 */
export function ComparisonGrid({
  columns,
  groups,
  cartHref,
}: {
  columns: ComparisonColumn[];
  groups: ComparisonGroup[];
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
            {columns.map((column, i) => (
              <th key={column.slug} scope="col" className="comparison-product" data-col={i + 1}>
                <Link href={column.path} className="d-block fw-bold">
                  {column.name}
                </Link>
                <span className="d-block fw-normal">{formatPrice(column.price)}</span>
                <form action={pageHref(cartHref)} method="get" {...{ [ADD_TO_CART_ATTRIBUTE]: column.name }}>
                  <input type="hidden" name={ADD_FIELDS.variant} value={column.variantId} />
                  <button
                    type="submit"
                    className="btn btn-sm btn-primary mt-1"
                    disabled={column.stock === 'out_of_stock'}
                    // WCAG 2.5.3: the name starts with the words shown ("Add to cart, Box Pro").
                    aria-label={`${action(column)}, ${column.name}`}
                  >
                    {action(column)}
                  </button>
                </form>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const rows = group.rows.map((row) => ({ row, pairs: differingPairs(row, slugs) }));
          const groupPairs = [...new Set(rows.flatMap(({ pairs }) => pairs))];
          return (
            <tbody key={group.group} className="comparison-rows" data-diff={groupPairs.join(' ')}>
              <tr className="comparison-group">
                <th scope="colgroup" colSpan={columns.length + 1}>
                  {group.label}
                </th>
              </tr>
              {rows.map(({ row, pairs }) => (
                <tr key={row.label} className="comparison-row" data-diff={pairs.join(' ')}>
                  <th scope="row">{row.label}</th>
                  {columns.map((column, i) => (
                    <td key={column.slug} data-col={i + 1}>
                      {row.values[column.slug] ?? MISSING_VALUE}
                    </td>
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
