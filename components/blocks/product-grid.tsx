import { getProducts } from '@/lib/content';
import type { ProductCategory } from '@/lib/content/schemas/product';
import { ProductCard } from '@/components/product/product-card';

/** Product cards from the catalog, optionally one category, optionally only featured. */
export function ProductGrid({ category, featured, limit }: { category?: ProductCategory; featured?: boolean; limit?: number }) {
  const products = getProducts()
    .filter((p) => (category ? p.category === category : true))
    .filter((p) => (featured ? p.featured : true))
    .slice(0, limit);
  return (
    <ul className="row g-4 list-unstyled my-4">
      {products.map((product) => (
        <li key={product.slug} className="col-sm-6 col-lg-4 col-xl-3">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
