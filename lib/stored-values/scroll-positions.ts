import type { StoredValue } from './stored-value';
import { validEntries } from './stored-value';

/** Saved scroll position (px from the top) per history entry URL, path and search. */
export type ScrollPositions = Readonly<Record<string, number>>;

const isPosition = (y: unknown): y is number => typeof y === 'number' && Number.isFinite(y) && y >= 0;

/**
 * The scroll memory (spec §2: back and forward restore the position), kept in
 * sessionStorage so it survives a reload of the tab. Entries that are not positions are dropped.
 */
export const storedScrollPositions: StoredValue<ScrollPositions> = {
  key: 'clonewave:scroll',
  area: 'session',
  fallback: Object.freeze({}),
  parse: (stored) => validEntries(stored, isPosition),
  example: { '/box-pro/': 1400, '/products/?sort=price': 320 },
};
