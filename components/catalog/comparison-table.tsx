import { getProducts, type ProductCategory } from '@/lib/content';
import { buildComparisonGroups, COMPARISON_MAX_COLUMNS, type ComparisonColumn } from '@/lib/catalog/comparison';
import { defaultVariant } from '@/lib/cart/cart-variants';
import { messages } from '@/lib/i18n';
import { ComparisonUrlState } from './lazy';
import { ComparisonGrid } from './comparison-grid';
import { ROUTES } from '@/lib/routes';
import { SvgIcon } from '@/components/ui/svg-icon';

/** Bootstrap's tick (20×20 path `m6 10 3 3 6-6`) in the 24×24 icon frame. */
const CHOOSER_TICK = 'm7.2 12 3.6 3.6 7.2-7.2';

/**
 * MDX block `<ComparisonTable categories={['recorder', 'capture']} />`: a column per
 * product, rows generated from the products' spec groups. The controls are server HTML:
 * unticking a product hides its column and "Show differences only" hides the rows where
 * the ticked products agree, both in CSS (`:has()`, ./comparison.scss), so they work
 * before and without scripts; the island keeps the choice in the URL. The ticks are drawn
 * inline: Bootstrap's is an SVG in CSS, a document of its own built on the main thread.
 */
export function ComparisonTable({ categories }: { categories: ProductCategory[] }) {
  const products = getProducts()
    .filter((p) => categories.includes(p.category))
    .sort((a, b) => a.order - b.order);
  if (products.length === 0) throw new Error(`ComparisonTable: no products in ${categories.join(', ')}`);
  if (products.length > COMPARISON_MAX_COLUMNS) {
    throw new Error(
      `ComparisonTable: ${products.length} products in ${categories.join(', ')}, but a table has at most ` +
        `${COMPARISON_MAX_COLUMNS} columns (COMPARISON_MAX_COLUMNS in lib/catalog/comparison.ts, with the CSS for them)`,
    );
  }
  const columns: ComparisonColumn[] = products.map((product) => {
    const variant = defaultVariant(product);
    return {
      slug: product.slug,
      name: product.name,
      path: product.path,
      price: variant.price ?? product.price,
      variantId: variant.id,
      stock: variant.stock,
    };
  });
  const groups = buildComparisonGroups(products);
  const t = messages.compare;
  return (
    <div className="comparison">
      <fieldset className="comparison-chooser mb-3">
        <legend className="fs-6 fw-semibold">{t.choose}</legend>
        <div className="d-flex flex-wrap gap-2">
          {columns.map((column, i) => (
            <label key={column.slug} className="chooser-chip">
              <span className="chooser-box">
                <input
                  type="checkbox"
                  className="form-check-input chooser-input"
                  name="products"
                  value={column.slug}
                  data-col={i + 1}
                  defaultChecked
                />
                <SvgIcon d={CHOOSER_TICK} className="chooser-tick" />
              </span>
              {column.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-check form-switch mb-3">
        <label className="form-check-label fw-semibold">
          <input type="checkbox" role="switch" className="form-check-input compare-diff" name="diff" value="1" />
          {t.differencesOnly}
        </label>
      </div>
      <p className="comparison-none alert alert-info py-2">{t.noneChosen}</p>
      <ComparisonUrlState slugs={columns.map((c) => c.slug)}>{t.comparing(columns.length)}</ComparisonUrlState>
      <ComparisonGrid columns={columns} groups={groups} cartHref={ROUTES.cart} />
    </div>
  );
}
