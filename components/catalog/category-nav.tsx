import Link from '@/components/navigation/link';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@/lib/catalog/vocabulary';
import { categoryPath } from '@/lib/catalog/categories';
import { messages } from '@/lib/i18n';
import { ROUTES } from '@/lib/routes';
import { prefetchOnIntent } from '@/lib/navigation/prefetch-policy';

/**
 * The catalog's category filter: plain links to /products and each category page. Its
 * pages are subsets of the cards already on screen, so they are prefetched when the
 * visitor points at, touches or focuses one, not on sight (four pages, ~23 kB, on every
 * catalog view).
 */
export function CategoryNav({ current }: { current: ProductCategory | null }) {
  const t = messages.catalog;
  return (
    <nav aria-label={t.category} {...prefetchOnIntent}>
      <ul className="nav nav-pills catalog-filters gap-1">
        {[null, ...PRODUCT_CATEGORIES].map((category) => (
          <li key={category ?? 'all'} className="nav-item">
            <Link
              className={`nav-link ${current === category ? 'active' : ''}`}
              href={category ? categoryPath(category) : ROUTES.products}
              aria-current={current === category ? 'page' : undefined}
            >
              {category ? t.categories[category] : t.all}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
