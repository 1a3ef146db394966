import { getProduct } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { JsonLd } from '@/components/seo/json-ld';
import { productJsonLd } from '@/components/product/product-json-ld';

/**
 * MDX: `<ReviewBadge product="box-pro" />` shows that product's rating from its content
 * file (one source of truth) with AggregateRating data; `value`, `count` and `label`
 * describe any other rating (a store, a review site).
 */
export function ReviewBadge({
  product,
  value,
  count,
  label,
}: {
  product?: string;
  value?: number;
  count?: number;
  label?: string;
}) {
  const entry = product ? getProduct(product) : undefined;
  if (product && !entry) throw new Error(`ReviewBadge: no product "${product}" in content/products/`);
  const rating = entry?.rating ?? { value: value ?? 0, count: count ?? 0 };
  if (!rating.count) throw new Error('ReviewBadge: needs a product or a value and count');
  const full = Math.round(rating.value * 2) / 2;
  return (
    // A span: several badges can share one line (one Markdown paragraph) in MDX.
    <span className="review-badge" role="group" aria-label={messages.products.rating(rating.value, rating.count)}>
      <span className="review-stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={n <= full ? 'on' : n - 0.5 === full ? 'half' : 'off'}>
            ★
          </span>
        ))}
      </span>
      <span className="review-value">{messages.reviews.outOf(rating.value)}</span>
      <span className="review-count">
        {messages.reviews.count(rating.count)}
        {label ?? (entry ? ` · ${entry.name}` : '')}
      </span>
      {entry ? <JsonLd data={productJsonLd(entry)} /> : null}
    </span>
  );
}
