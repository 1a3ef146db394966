import { getProducts } from '@/lib/content';
import { buildCartCatalog } from '@/lib/cart/catalog';
import { siteConfig } from '@/lib/site-config';
import { CartViewClient } from './lazy';

/**
 * MDX block `<CartView />` for /cart. Names, prices and images come from the built catalog
 * (the stored cart holds only variant ids and quantities); the shop domain is read from
 * the environment here, at build time, and handed to the client.
 */
export function CartView() {
  return (
    <CartViewClient
      catalog={buildCartCatalog(getProducts())}
      checkout={{ provider: 'shopify', shopDomain: siteConfig.shopDomain }}
    />
  );
}
