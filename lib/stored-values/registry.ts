import { CART, CONSENT } from '../constants';
import { storedCart } from './cart';
import { storedChunkReloadAt } from './chunk-reload';
import { storedConsent } from './consent';
import { storedFormDrafts } from './form-drafts';
import { storedScrollPositions } from './scroll-positions';
import type { StoredValue } from './stored-value';

/** A stored value with an example of it as the site writes it: the shape at a glance, and tests derive broken ones from it. */
export type RegisteredValue<T> = StoredValue<T> & { example: T };
const register = <T>(value: StoredValue<T>, example: T): RegisteredValue<unknown> => ({ ...value, example });

/**
 * Every value the site keeps in localStorage or sessionStorage. Code reads and writes
 * them only through browser/stored-value.ts; tests go through this list, so a new stored
 * value is tested for junk by being added here. Only tests import this module, so the
 * examples stay out of the pages' JavaScript. (The route guards' `__cw_probe__` is no
 * stored value: it is written and removed at once to see whether storage works.)
 */
export const STORED_VALUES: readonly RegisteredValue<unknown>[] = [
  register(storedScrollPositions, { '/box-pro/': 1400, '/aboutus/?ref=footer': 320 }),
  register(storedFormDrafts, {
    contact: { name: 'Dana Whitfield', email: 'dana@example.com', topic: 'order', message: 'Where is my order?' },
    'footer-newsletter': { email: 'dana@example.com' },
  }),
  register(storedConsent, {
    state: { choice: 'accepted', decidedAt: '2026-01-01T09:30:00.000Z' },
    version: CONSENT.version,
  }),
  register(storedCart, { state: { lines: [{ variantId: '1000002', quantity: 2 }] }, version: CART.version }),
  register(storedChunkReloadAt, 1_767_225_600_000),
];
