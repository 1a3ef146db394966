import { ContentValidationError, type ContentIssue } from './issues';
import { CONTENT_DIR, readCollection, type Collection } from './files';
import { productSchema, type ProductFrontmatter } from './schemas/product';
import type { Product } from './types';

/** Product entries as the site lists them: each at `/<slug>`, by `order`, then name. */
export const toProducts = (entries: Collection<ProductFrontmatter>['entries']): Product[] =>
  entries
    .map(({ file, id, data, body }) => {
      const slug = data.slug ?? id;
      return { ...data, kind: 'product' as const, slug, file, body, path: `/${slug}` };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

/**
 * content/products alone, read and checked against the product schema: for a process that
 * needs the product facts and nothing else (the forms service checks serial numbers with
 * them). It skips the whole-site checks of getContent(), which the build runs.
 */
export function loadProducts(contentDir = CONTENT_DIR): Product[] {
  const issues: ContentIssue[] = [];
  const { entries } = readCollection(contentDir, 'products', productSchema, issues);
  if (issues.length > 0) throw new ContentValidationError(issues);
  return toProducts(entries);
}
