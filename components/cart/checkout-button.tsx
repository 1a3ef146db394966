'use client';

import type { CartLine } from '@/lib/cart/cart-math';
import { checkoutProvider } from '@/lib/checkout/shopify';
import type { CheckoutConfig } from '@/lib/checkout/provider';
import { useOnline } from '@/hooks/use-online';
import { cartEn } from '@/lib/i18n/cart.en';
import { CheckoutUnavailable } from './cart-view-markup';

/**
 * A link to the provider's checkout, or a disabled button with the reason beside it when
 * the cart is empty or the browser is offline (the hand-off would fail).
 */
export function CheckoutButton({ lines, config }: { lines: readonly CartLine[]; config: CheckoutConfig }) {
  const online = useOnline();
  const reason = lines.length === 0 ? cartEn.checkoutEmpty : online ? null : cartEn.checkoutOffline;
  if (reason) return <CheckoutUnavailable reason={reason} />;
  return (
    <a className="btn btn-primary btn-lg w-100" href={checkoutProvider(config).checkoutUrl(lines)}>
      {cartEn.checkout}
    </a>
  );
}
