import { cartEn } from '@/lib/i18n/cart.en';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { startCartSync } from './use-cart';

let repairing = false;

/**
 * Loaded by the CartWidget only when the stored cart needs the store: hydrating migrates
 * an older version and saves it; lines whose variant the catalog no longer sells are
 * dropped, and a toast says how many.
 */
export async function repairCart(knownVariantIds: readonly string[]): Promise<void> {
  if (repairing) return;
  repairing = true;
  startCartSync();
  await useCartStore.persist.rehydrate();
  const dropped = useCartStore.getState().prune(knownVariantIds);
  if (dropped.length > 0) useToastStore.getState().show({ title: cartEn.dropped(dropped.length) });
  repairing = false;
}
