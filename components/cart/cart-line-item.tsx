'use client';

import Link from '@/components/navigation/link';
import type { ResolvedLine } from '@/lib/cart/cart-math';
import { variantLabel } from '@/lib/cart/variant-label';
import { formatPrice } from '@/lib/format/money';
import { cartEn } from '@/lib/i18n/cart.en';
import { QuantityControl } from './quantity-control';

/** One cart line: picture, name and variant, unit price, quantity, line total, remove. */
export function CartLineItem({ line, showVariant }: { line: ResolvedLine; showVariant: boolean }) {
  const { item } = line;
  const label = variantLabel(item.productName, item.variantName, showVariant ? 2 : 1);
  return (
    <li className="cart-line" data-variant-id={line.variantId}>
      {/* A fixed 96 px thumbnail: one 2x-ready WebP that the build wrote (CartVariant.thumbnail), without the
          next/image client runtime (the cart page has a tight JS budget). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className="cart-line-image rounded-3 bg-light"
        src={item.thumbnail}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        decoding="async"
      />
      <div className="cart-line-info">
        <Link href={item.path} className="fw-semibold">
          {item.productName}
        </Link>
        {showVariant ? <div className="small text-secondary">{item.variantName}</div> : null}
        <div className="small">
          <span className="visually-hidden">{cartEn.unitPrice}: </span>
          {formatPrice(item.price)}
        </div>
      </div>
      <QuantityControl variantId={line.variantId} quantity={line.quantity} name={label} />
      <div className="cart-line-total fw-bold text-end">
        <span className="visually-hidden">{cartEn.lineTotal}: </span>
        {formatPrice(line.lineTotal)}
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm text-danger cart-line-remove"
        aria-label={cartEn.removeLabel(label)}
        onClick={() =>
          void import('./cart-removal').then(({ removeFromCart }) => removeFromCart(line.variantId, label))
        }
      >
        {cartEn.remove}
      </button>
    </li>
  );
}
