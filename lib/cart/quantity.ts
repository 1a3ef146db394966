import { CART } from '../constants';

// A module of its own: an add-to-cart form reads its quantity with this, and would
// otherwise bring the whole cart arithmetic into pages that only add to the cart.

/**
 * A quantity between CART.minQuantity and CART.maxQuantity, or null when the input is not
 * a finite number (strings, NaN, Infinity are refused rather than guessed at).
 */
export function clampQuantity(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(CART.maxQuantity, Math.max(CART.minQuantity, Math.trunc(value)));
}
