import { getProducts } from '@/lib/content';
import { buildCartVariants } from '@/lib/cart/cart-variants';
import { siteConfig } from '@/lib/site-config';
import { CartViewClient } from './lazy';
import { ROUTES } from '@/lib/routes';

/**
 * MDX block `<CartView />` for /cart. Names, prices and images come from the variant table
 * built from content (the stored cart holds only variant ids and quantities); the shop domain is read from
 * the environment here, at build time, and handed to the client.
 */
export function CartView() {
  return (
    <CartViewClient
      variants={buildCartVariants(getProducts())}
      checkout={{ provider: 'shopify', shopDomain: siteConfig.shopDomain }}
      productsHref={ROUTES.products}
    />
  );
}
