import { CART } from '@/lib/constants';
import { itemCount } from '@/lib/cart/cart-math';
import { readStored } from '@/browser/stored-value';
import { storedCart } from '@/lib/stored-values/cart';

/**
 * What the header's cart link shows for the stored cart, read and validated without the
 * cart store (./cart-widget.tsx loads this only when a cart is stored). `needsRepair`:
 * an older version wrote it (still to migrate and save), or it holds variants the catalog
 * no longer sells; the store then fixes it (./cart-repair.ts).
 */
export function readStoredCartCount(knownVariantIds: readonly string[]): { count: number; needsRepair: boolean } {
  const stored = readStored(storedCart);
  const lines = stored?.state.lines ?? [];
  const known = new Set(knownVariantIds);
  const current = !stored || stored.version === CART.version;
  return { count: itemCount(lines), needsRepair: !current || lines.some((line) => !known.has(line.variantId)) };
}
