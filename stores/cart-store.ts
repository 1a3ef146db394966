import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { CART } from '@/lib/constants';
import { safeLocalStorage } from '@/browser/safe-storage';
import { addLine, clampQuantity, removeLine, setLineQuantity, type CartLine } from '@/lib/cart/cart-math';
import {
  CART_CHANGE_EVENT,
  migrateCart,
  parseEnvelope,
  toPersistedCart,
  type PersistedCart,
} from '@/lib/cart/persistence';

export interface CartState {
  lines: CartLine[];
  add: (variantId: string, quantity?: unknown) => void;
  /** Returns false (and changes nothing) when the quantity is not a number. */
  setQuantity: (variantId: string, quantity: unknown) => boolean;
  remove: (variantId: string) => void;
  clear: () => void;
  /** Drops lines whose variant the catalog no longer sells; returns what was dropped. */
  prune: (knownVariantIds: readonly string[]) => CartLine[];
}

/**
 * localStorage behind zustand's persist interface, forgiving by design: blocked or full
 * storage is handled by safeLocalStorage (the cart then lives for this page view only),
 * and unreadable, corrupt or foreign data reads as "nothing stored" (parseEnvelope).
 */
const cartStorage: PersistStorage<PersistedCart> = {
  getItem: (name) =>
    parseEnvelope(safeLocalStorage.getItem(name) as string | null) as { state: PersistedCart; version: number } | null,
  setItem: (name, value) => {
    safeLocalStorage.setItem(name, JSON.stringify(value));
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  },
  removeItem: (name) => {
    safeLocalStorage.removeItem(name);
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  },
};

/**
 * The cart. Hydration is skipped at creation and done after mount by `useCartHydration`,
 * so server HTML and the first client render agree (no hydration warning).
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (variantId, quantity = 1) => set({ lines: addLine(get().lines, variantId, quantity) }),
      setQuantity: (variantId, quantity) => {
        if (clampQuantity(quantity) === null) return false;
        set({ lines: setLineQuantity(get().lines, variantId, quantity) });
        return true;
      },
      remove: (variantId) => set({ lines: removeLine(get().lines, variantId) }),
      clear: () => set({ lines: [] }),
      prune: (knownVariantIds) => {
        const known = new Set(knownVariantIds);
        const dropped = get().lines.filter((line) => !known.has(line.variantId));
        if (dropped.length > 0) set({ lines: get().lines.filter((line) => known.has(line.variantId)) });
        return dropped;
      },
    }),
    {
      name: CART.storageKey,
      version: CART.version,
      storage: cartStorage,
      skipHydration: true,
      partialize: (state) => ({ lines: state.lines }),
      migrate: (persisted, version) => migrateCart(persisted, version),
      // The stored value is the truth: nothing stored (or cleared in another tab) is an empty cart.
      merge: (persisted, current) => ({ ...current, lines: toPersistedCart(persisted).lines }),
    },
  ),
);
