'use client';

import { cartEn } from '@/lib/i18n/cart.en';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { confirm } from '@/stores/modal-store';

/**
 * The one place a line is removed: only after the buyer confirms in a dialog. The cart
 * line imports this on the first click, so the dialog's store (like the dialog itself,
 * components/modal) is not part of the cart page's first load.
 */
export async function removeFromCart(variantId: string, label: string): Promise<void> {
  const confirmed = await confirm(cartEn.confirmRemove(label), {
    title: cartEn.confirmRemoveTitle,
    okLabel: cartEn.remove,
    okVariant: 'danger',
  });
  if (!confirmed) return;
  useCartStore.getState().remove(variantId);
  useToastStore.getState().show({ title: cartEn.removed(label) });
}
