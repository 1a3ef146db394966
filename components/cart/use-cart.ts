'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { CART } from '@/lib/constants';
import type { CartLine } from '@/lib/cart/cart-math';
import { useCartStore } from '@/stores/cart-store';

let syncing = false;

/**
 * Loads the stored cart once per page load and follows other tabs: a `storage` event for
 * the cart key (or a storage clear, key null) re-reads it.
 */
export function startCartSync(): void {
  if (syncing) return;
  syncing = true;
  void useCartStore.persist.rehydrate();
  window.addEventListener('storage', (event) => {
    if (event.key === CART.storageKey || event.key === null) void useCartStore.persist.rehydrate();
  });
}

function subscribeHydration(callback: () => void) {
  const offStart = useCartStore.persist.onHydrate(callback);
  const offFinish = useCartStore.persist.onFinishHydration(callback);
  return () => {
    offStart();
    offFinish();
  };
}

/** True once the stored cart is loaded; false in server HTML and while hydrating. */
function useCartHydrated(): boolean {
  useEffect(startCartSync, []);
  return useSyncExternalStore(
    subscribeHydration,
    () => useCartStore.persist.hasHydrated(),
    () => false,
  );
}

const NO_LINES: CartLine[] = [];

/** The cart lines, empty until hydrated so the first render matches the server HTML. */
export function useCartLines(): { lines: CartLine[]; hydrated: boolean } {
  const hydrated = useCartHydrated();
  const lines = useCartStore((state) => state.lines);
  return { lines: hydrated ? lines : NO_LINES, hydrated };
}
