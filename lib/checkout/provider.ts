import type { CartLine } from '../cart/cart-math';

/**
 * A checkout hand-off: turns cart lines into the URL where the buyer pays. The site is
 * static, so a provider is a pure function of the lines; adding another checkout (say a
 * hosted Stripe page) is one more provider, chosen in `checkoutProvider()`.
 */
export interface CheckoutProvider {
  id: string;
  /** Absolute URL that opens checkout with these lines. */
  checkoutUrl(lines: readonly CartLine[]): string;
}

export interface CheckoutConfig {
  provider: 'shopify';
  shopDomain: string;
}
