import { getProducts } from '@/lib/content';
import type { CatalogItem } from '@/lib/catalog/catalog-query';
import type { ProductCategory } from '@/lib/catalog/vocabulary';
import { categoryHrefs } from '@/lib/catalog/categories';
import { ProductCard, lowestPrice } from '@/components/product/product-card';
import { CatalogViewMarkup, type CatalogEntry } from './catalog-view-markup';
import { CategoryNav } from './category-nav';
import { CatalogViewIsland } from './lazy';

/** MDX block `<ProductCatalog />` for /products: every product. */
export function ProductCatalog() {
  return <CatalogListing category={null} />;
}

/**
 * The catalog of /products (`category` null) and of each category page. The static HTML
 * holds the category links (pages of their own) and the products in the recommended
 * order, so it is complete without JS; the live view (CatalogViewIsland) adds sorting, kept
 * in the URL (`?sort=price-asc`), once the visitor turns to it.
 */
export function CatalogListing({ category }: { category: ProductCategory | null }) {
  const entries: CatalogEntry[] = getProducts()
    .filter((product) => category === null || product.category === category)
    .map((product) => {
      const item: CatalogItem = {
        slug: product.slug,
        name: product.name,
        category: product.category,
        price: lowestPrice(product),
        order: product.order,
      };
      return { ...item, card: <ProductCard product={product} headingLevel={2} /> };
    });
  const nav = <CategoryNav current={category} />;
  return (
    <CatalogViewIsland entries={entries} nav={nav} categoryHrefs={category === null ? categoryHrefs() : undefined}>
      <CatalogViewMarkup entries={entries} nav={nav} />
    </CatalogViewIsland>
  );
}
