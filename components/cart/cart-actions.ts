'use client';

import { cartEn } from '@/lib/i18n/cart.en';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { startCartSync } from './use-cart';

/**
 * Adds to the cart and confirms with the "Added to cart" toast, which links to `cartHref`
 * (the server passes ROUTES.cart down, so islands do not ship the route table); on the
 * cart page itself there is no `cartHref` and no link.
 */
export function addToCart(variantId: string, quantity: number, label: string, cartHref?: string): void {
  startCartSync();
  useCartStore.getState().add(variantId, quantity);
  useToastStore.getState().show({
    title: cartEn.added,
    body: cartEn.addedBody(label, quantity),
    ...(cartHref ? { action: { label: cartEn.viewCart, href: cartHref } } : {}),
  });
}
