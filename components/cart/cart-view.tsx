import { getProducts } from '@/lib/content';
import { buildCartVariants } from '@/lib/cart/cart-variants';
import { siteConfig } from '@/lib/site-config';
import { ROUTES } from '@/lib/routes';
import { CartLoading, EmptyCartView } from './cart-view-markup';
import { CartViewIsland } from './lazy';

/**
 * MDX block `<CartView />` for /cart. Names, prices and images come from the variant table
 * built from content (the stored cart holds only variant ids and quantities); the shop domain is read from
 * the environment here, at build time, and handed to the client.
 */
export function CartView() {
  return (
    <CartViewIsland
      variants={buildCartVariants(getProducts())}
      checkout={{ provider: 'shopify', shopDomain: siteConfig.shopDomain }}
      productsHref={ROUTES.products}
      emptyView={<EmptyCartView productsHref={ROUTES.products} />}
    >
      <CartLoading productsHref={ROUTES.products} />
    </CartViewIsland>
  );
}
