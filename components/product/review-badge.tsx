import { messages } from '@/lib/i18n';

/** Stars for a rating, with the full sentence for screen readers. */
export function ReviewBadge({ value, count }: { value: number; count: number }) {
  const percent = Math.round((value / 5) * 100);
  return (
    <p className="review-badge d-flex align-items-center gap-2 mb-2">
      <span className="stars" aria-hidden="true" style={{ ['--rating' as string]: `${percent}%` }}>
        ★★★★★
      </span>
      <span className="visually-hidden">{messages.products.rating(value, count)}</span>
      <span aria-hidden="true" className="small">
        <strong>{value.toFixed(1)}</strong> · {messages.products.reviews(count)}
      </span>
    </p>
  );
}
