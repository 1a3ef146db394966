'use client';

import { resolveLines, subtotal, variantCount, type CartVariants } from '@/lib/cart/cart-math';
import type { CheckoutConfig } from '@/lib/checkout/provider';
import { cartEn } from '@/lib/i18n/cart.en';
import { useCartLines } from './use-cart';
import { useAddRequest } from './use-add-request';
import { CartLineItem } from './cart-line-item';
import { CheckoutButton } from './checkout-button';
import { CartLoading, CartSummary, EmptyCartView } from './cart-view-markup';

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
  if (!hydrated) return <CartLoading productsHref={productsHref} />;
  const { resolved } = resolveLines(lines, variants);
  if (resolved.length === 0) return <EmptyCartView productsHref={productsHref} />;
  const units = resolved.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <section className="cart-view my-4" aria-labelledby="cart-heading">
      <h2 id="cart-heading" className="h4">
        {`${cartEn.summary}: ${cartEn.lines(units)}`}
      </h2>
      <ul className="list-unstyled cart-lines mb-0" aria-label={cartEn.items}>
        {resolved.map((line) => (
          <CartLineItem
            key={line.variantId}
            line={line}
            showVariant={variantCount(variants, line.item.productSlug) > 1}
          />
        ))}
      </ul>
      <CartSummary subtotal={subtotal(resolved)}>
        <CheckoutButton lines={resolved} config={checkout} />
      </CartSummary>
    </section>
  );
}
