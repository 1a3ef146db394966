import { CART, CONSENT } from '../constants';
import { storedCart } from './cart';
import { storedChunkReloadAt } from './chunk-reload';
import { storedConsent } from './consent';
import { storedFormDrafts } from './form-drafts';
import { storedFormSends } from './form-sends';
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
  register(storedFormSends, {
    ticket: {
      key: '0b6f3c52-9d1e-4a7b-8f0e-2c4d6a8b1e3f',
      files: [{ upload: 'upl_Q2xvbmV3YXZlUmVjZWlwdA', name: 'receipt.pdf', size: 183422, type: 'application/pdf' }],
    },
    contact: { key: '5e2a7c14-3b9d-4f6e-a1c8-7d0b2e4f6a9c', files: [] },
  }),
  register(storedConsent, {
    state: { choice: 'accepted', decidedAt: '2026-01-01T09:30:00.000Z' },
    version: CONSENT.version,
  }),
  register(storedCart, { state: { lines: [{ variantId: '1000002', quantity: 2 }] }, version: CART.version }),
  register(storedChunkReloadAt, 1_767_225_600_000),
];
