import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { CART } from '@/lib/constants';
import { persistStorage } from '@/browser/stored-value';
import { addLine, removeLine, setLineQuantity, type CartLine } from '@/lib/cart/cart-math';
import { clampQuantity } from '@/lib/cart/quantity';
import { toPersistedCart, type PersistedCart } from '@/lib/cart/persistence';
import { CART_CHANGE_EVENT } from '@/lib/cart/change-event';
import { storedCart } from '@/lib/stored-values/cart';

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
 * localStorage behind zustand's persist interface (lib/stored-values/cart.ts): blocked or
 * full storage keeps the cart for this page view only, unreadable, corrupt or foreign data
 * is an empty cart; every write tells the page's other cart readers.
 */
const registryStorage = persistStorage<PersistedCart>(storedCart);
const cartStorage: PersistStorage<PersistedCart> = {
  ...registryStorage,
  setItem: (name, value) => {
    void registryStorage.setItem(name, value);
    window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  },
  removeItem: (name) => {
    void registryStorage.removeItem(name);
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
      name: storedCart.key,
      version: CART.version,
      storage: cartStorage,
      skipHydration: true,
      partialize: (state) => ({ lines: state.lines }),
      // The stored value has been migrated as it was read (storedCart); an older version
      // only reaches here so that zustand writes the upgraded cart back.
      migrate: (persisted) => toPersistedCart(persisted),
      // The stored value is the truth: nothing stored (or cleared in another tab) is an empty cart.
      merge: (persisted, current) => ({ ...current, lines: toPersistedCart(persisted).lines }),
    },
  ),
);
