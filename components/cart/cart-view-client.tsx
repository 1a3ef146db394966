'use client';

import Link from '@/components/navigation/link';
import { resolveLines, subtotal, variantCount, type CartVariants, type ResolvedLine } from '@/lib/cart/cart-math';
import type { CheckoutConfig } from '@/lib/checkout/provider';
import { formatPrice } from '@/lib/format/money';
import { cartEn } from '@/lib/i18n/cart.en';
import { useCartLines } from './use-cart';
import { useAddRequest } from './use-add-request';
import { CartLineItem } from './cart-line-item';
import { CheckoutButton } from './checkout-button';
import './cart-view.scss';

function EmptyCart({ productsHref }: { productsHref: string }) {
  return (
    <div className="cart-empty p-4 rounded-4 bg-light">
      <p className="mb-3">{cartEn.emptyLead}</p>
      <Link href={productsHref} className="btn btn-primary">
        {cartEn.browse}
      </Link>
    </div>
  );
}

function CartSummary({ lines, checkout }: { lines: ResolvedLine[]; checkout: CheckoutConfig }) {
  return (
    <div className="cart-summary mt-4 p-4 rounded-4 border">
      <dl className="d-flex justify-content-between align-items-baseline mb-1">
        <dt className="fw-semibold">{cartEn.subtotal}</dt>
        <dd className="fs-4 fw-bold mb-0" data-testid="cart-subtotal">
          {formatPrice(subtotal(lines))}
        </dd>
      </dl>
      <p className="small text-secondary">{cartEn.taxNote}</p>
      <CheckoutButton lines={lines} config={checkout} />
    </div>
  );
}

/** The cart: its lines, the subtotal and the checkout hand-off. */
export function CartViewClient({
  variants,
  checkout,
  productsHref,
}: {
  variants: CartVariants;
  checkout: CheckoutConfig;
  /** Where the empty cart sends the buyer (ROUTES.products), from the server. */
  productsHref: string;
}) {
  const { lines, hydrated } = useCartLines();
  useAddRequest(variants);
  if (!hydrated) {
    // Until the stored cart is read: the empty cart's layout, hidden, so the page below
    // does not jump when it appears (most visitors arrive with an empty cart).
    return (
      <section className="cart-view my-4" aria-busy="true" aria-labelledby="cart-heading">
        <h2 id="cart-heading" className="h4 d-flex align-items-center gap-2">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {cartEn.loading}
        </h2>
        <div className="invisible" aria-hidden="true">
          <EmptyCart productsHref={productsHref} />
          <CartSummary lines={[]} checkout={checkout} />
        </div>
      </section>
    );
  }
  const { resolved } = resolveLines(lines, variants);
  const units = resolved.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="cart-view my-4" aria-labelledby="cart-heading">
      <h2 id="cart-heading" className="h4">
        {resolved.length === 0 ? cartEn.empty : `${cartEn.summary}: ${cartEn.lines(units)}`}
      </h2>
      {resolved.length === 0 ? (
        <EmptyCart productsHref={productsHref} />
      ) : (
        <ul className="list-unstyled cart-lines mb-0" aria-label={cartEn.items}>
          {resolved.map((line) => (
            <CartLineItem
              key={line.variantId}
              line={line}
              showVariant={variantCount(variants, line.item.productSlug) > 1}
            />
          ))}
        </ul>
      )}
      <CartSummary lines={resolved} checkout={checkout} />
    </section>
  );
}
