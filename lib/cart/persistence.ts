import { CART } from '../constants';
import { sanitizeLines, type CartLine } from './cart-math';

/** The part of the cart that is stored: only variant ids and quantities. */
export interface PersistedCart {
  lines: CartLine[];
}

/**
 * Upgrades a stored cart of an older version to the current shape. Version 0 (the first
 * storefront prototype) stored `{ items: { [variantId]: quantity } }`. Unknown versions,
 * including ones written by a newer site, give an empty cart rather than a guess.
 */
export function migrateCart(persisted: unknown, version: number): PersistedCart {
  if (version === 0 && typeof persisted === 'object' && persisted !== null) {
    const items = (persisted as { items?: unknown }).items;
    if (typeof items === 'object' && items !== null && !Array.isArray(items)) {
      return { lines: sanitizeLines(Object.entries(items).map(([variantId, quantity]) => ({ variantId, quantity }))) };
    }
  }
  if (version === CART.version) return toPersistedCart(persisted);
  return { lines: [] };
}

/** Whatever was stored (or nothing) becomes a valid cart; never throws. */
export function toPersistedCart(value: unknown): PersistedCart {
  if (typeof value !== 'object' || value === null) return { lines: [] };
  return { lines: sanitizeLines((value as { lines?: unknown }).lines) };
}
