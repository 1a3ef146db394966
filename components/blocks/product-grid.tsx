import { getProducts, type ProductCategory } from '@/lib/content';
import { ProductCard } from '@/components/product/product-card';

/**
 * Product cards from the catalog, optionally one category, optionally only featured.
 * `headingLevel={2}` when the grid comes straight after the page's h1 (heading order).
 */
export function ProductGrid({
  category,
  featured,
  limit,
  headingLevel = 3,
}: {
  category?: ProductCategory;
  featured?: boolean;
  limit?: number;
  headingLevel?: 2 | 3;
}) {
  const products = getProducts()
    .filter((p) => (category ? p.category === category : true))
    .filter((p) => (featured ? p.featured : true))
    .slice(0, limit);
  return (
    <ul className="row g-4 list-unstyled my-4">
      {products.map((product) => (
        <li key={product.slug} className="col-sm-6 col-lg-4 col-xl-3">
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
