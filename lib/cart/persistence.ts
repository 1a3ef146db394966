import { CART } from '../constants';
import { sanitizeLines, type CartLine } from './cart-math';

/**
 * Fired on window after this tab writes the stored cart (stores/cart-store.ts), so readers
 * that do not load the store (the header's CartWidget) follow it; other tabs' writes
 * arrive as `storage` events.
 */
export const CART_CHANGE_EVENT = 'clonewave:cart-change';

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

/**
 * Parses the raw storage string into zustand's `{ state, version }` envelope, or null for
 * missing, corrupt or foreign data (which then hydrates as an empty cart).
 */
export function parseEnvelope(raw: string | null): { state: unknown; version: number } | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const { state, version } = parsed as { state?: unknown; version?: unknown };
    if (typeof version !== 'number' || !Number.isInteger(version)) return null;
    return { state, version };
  } catch {
    return null;
  }
}

/**
 * The stored cart from its raw storage string, as the store would hydrate it: `current`
 * is false when it was written by an older version and still needs migrating (and saving).
 */
export function readCart(raw: string | null): PersistedCart & { current: boolean } {
  const envelope = parseEnvelope(raw);
  if (!envelope) return { lines: [], current: true };
  return { ...migrateCart(envelope.state, envelope.version), current: envelope.version === CART.version };
}
