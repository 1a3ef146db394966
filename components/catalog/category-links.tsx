import Link from '@/components/navigation/link';
import { getProducts } from '@/lib/content';
import { PRODUCT_CATEGORIES } from '@/lib/catalog/vocabulary';
import { categoryPath } from '@/lib/catalog/categories';
import { formatPrice } from '@/lib/format/money';
import { messages } from '@/lib/i18n';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icon-names';
import { lowestPrice } from '@/components/product/product-card';

const ICONS = {
  recorder: 'record',
  capture: 'capture',
  drive: 'drive',
  software: 'software',
} as const satisfies Record<string, IconName>;

/** MDX block `<CategoryLinks />`: one entry point per category, to its page. */
export function CategoryLinks() {
  const products = getProducts();
  return (
    <ul className="row g-3 list-unstyled my-4 category-links">
      {PRODUCT_CATEGORIES.map((category) => {
        const inCategory = products.filter((p) => p.category === category);
        if (inCategory.length === 0) return null;
        const from = Math.min(...inCategory.map(lowestPrice));
        return (
          <li key={category} className="col-6 col-lg-3">
            <Link href={categoryPath(category)} className="category-link card h-100 p-3">
              <Icon name={ICONS[category]} className="fs-3 text-primary mb-2" />
              <span className="fw-bold">{messages.catalog.categories[category]}</span>
              <span className="small text-secondary">
                {inCategory.length} · {messages.products.from} {formatPrice(from)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
