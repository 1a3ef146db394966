import { Suspense } from 'react';
import { getProducts } from '@/lib/content';
import { applyCatalogQuery, type CatalogItem } from '@/lib/catalog/catalog-query';
import { messages } from '@/lib/i18n';
import { ProductCard, lowestPrice } from '@/components/product/product-card';
import type { CatalogEntry } from './catalog-view';
import { CatalogView, CatalogGrid } from './lazy';

/**
 * MDX block `<ProductCatalog />` for /products: every product, filterable by category and
 * sortable, with both kept in the URL (`?category=capture&sort=price-asc`). The static
 * HTML lists every product (the Suspense fallback), so the page is complete without JS.
 */
export function ProductCatalog() {
  const entries: CatalogEntry[] = getProducts().map((product) => {
    const item: CatalogItem = {
      slug: product.slug,
      name: product.name,
      category: product.category,
      price: lowestPrice(product),
      order: product.order,
    };
    return { ...item, card: <ProductCard product={product} headingLevel={2} /> };
  });
  const all = applyCatalogQuery(entries, { category: null, sort: 'featured' });
  return (
    <Suspense
      fallback={
        <div className="product-catalog my-4">
          <p className="small text-secondary">{messages.catalog.showing(all.length, all.length)}</p>
          <CatalogGrid entries={all} />
        </div>
      }
    >
      <CatalogView entries={entries} />
    </Suspense>
  );
}
