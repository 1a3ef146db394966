'use client';

import { messages } from '@/lib/i18n';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { startCartSync } from './use-cart';

/** Adds to the cart and confirms with the "Added to cart" toast. */
export function addToCart(variantId: string, quantity: number, label: string): void {
  startCartSync();
  useCartStore.getState().add(variantId, quantity);
  useToastStore.getState().show({
    title: messages.cart.added,
    body: messages.cart.addedBody(label, quantity),
    action: { label: messages.cart.viewCart, href: '/cart' },
  });
}

/**
 * The one place a line is removed. The modal system can wrap this in a confirm dialog
 * ("Remove X from your cart?") without touching the cart view.
 */
export function removeFromCart(variantId: string, label: string): void {
  useCartStore.getState().remove(variantId);
  useToastStore.getState().show({ title: messages.cart.removed(label) });
}
