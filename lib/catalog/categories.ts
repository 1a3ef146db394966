import { ROUTES } from '../routes';
import { CATEGORY_SLUGS, PRODUCT_CATEGORIES, type ProductCategory } from './vocabulary';

/**
 * Every product category has a pre-rendered page at /products/<slug>
 * (app/products/[category]/page.tsx); the catalog, the header and footer menus, the
 * sitemap and the content check all take its path from here.
 */
export const categoryPath = (category: ProductCategory): string => `${ROUTES.products}/${CATEGORY_SLUGS[category]}`;

export const categoryBySlug = (slug: string): ProductCategory | undefined =>
  PRODUCT_CATEGORIES.find((category) => CATEGORY_SLUGS[category] === slug);

/** The category pages' paths, in catalog order. */
export const categoryPaths = (): string[] => PRODUCT_CATEGORIES.map(categoryPath);

/** The path of every category page by category, for client islands (which get routes as props). */
export const categoryHrefs = (): Record<ProductCategory, string> =>
  Object.fromEntries(PRODUCT_CATEGORIES.map((c) => [c, categoryPath(c)])) as Record<ProductCategory, string>;
