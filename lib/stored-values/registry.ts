import { storedCart } from './cart';
import { storedChunkReloadAt } from './chunk-reload';
import { storedConsent } from './consent';
import { storedFormDrafts } from './form-drafts';
import { storedScrollPositions } from './scroll-positions';
import type { StoredValue } from './stored-value';

/**
 * Every value the site keeps in localStorage or sessionStorage. Code reads and writes
 * them only through browser/stored-value.ts; tests go through this list, so a new stored
 * value is tested for junk by being added here. (The route guards' `__cw_probe__` is no
 * stored value: it is written and removed at once to see whether storage works.)
 */
export const STORED_VALUES: readonly StoredValue<unknown>[] = [
  storedScrollPositions,
  storedFormDrafts,
  storedConsent,
  storedCart,
  storedChunkReloadAt,
];
