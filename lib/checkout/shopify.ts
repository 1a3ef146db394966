import type { CheckoutConfig, CheckoutProvider } from './provider';

/**
 * Shopify cart permalink: https://{shop}/cart/{variantId}:{qty},{variantId}:{qty}. Shopify
 * builds a fresh cart from it and opens checkout, so nothing but the lines is needed.
 */
export function shopifyCheckout(shopDomain: string): CheckoutProvider {
  const host = shopDomain.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return {
    id: 'shopify',
    checkoutUrl: (lines) =>
      `https://${host}/cart/${lines.map((line) => `${encodeURIComponent(line.variantId)}:${line.quantity}`).join(',')}`,
  };
}

/** The provider for a configuration passed from the server (env is read at build time). */
export function checkoutProvider(config: CheckoutConfig): CheckoutProvider {
  switch (config.provider) {
    case 'shopify':
      return shopifyCheckout(config.shopDomain);
  }
}
