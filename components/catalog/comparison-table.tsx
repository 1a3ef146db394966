import { Suspense } from 'react';
import { getProducts, type ProductCategory } from '@/lib/content';
import { buildComparisonGroups, type ComparisonColumn } from '@/lib/catalog/comparison';
import { defaultVariant } from '@/lib/cart/cart-variants';
import { ComparisonGrid } from './lazy';
import { ComparisonView } from './lazy';
import { ROUTES } from '@/lib/routes';

/**
 * MDX block `<ComparisonTable categories={['recorder', 'capture']} />`: a column per
 * product, rows generated from the products' spec groups. The static HTML holds the full
 * table; the island adds product choice and "Show differences only", both kept in the URL.
 */
export function ComparisonTable({ categories }: { categories: ProductCategory[] }) {
  const products = getProducts()
    .filter((p) => categories.includes(p.category))
    .sort((a, b) => a.order - b.order);
  if (products.length === 0) throw new Error(`ComparisonTable: no products in ${categories.join(', ')}`);
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
  return (
    <Suspense
      fallback={<ComparisonGrid columns={columns} groups={groups} differencesOnly={false} cartHref={ROUTES.cart} />}
    >
      <ComparisonView columns={columns} groups={groups} cartHref={ROUTES.cart} />
    </Suspense>
  );
}
