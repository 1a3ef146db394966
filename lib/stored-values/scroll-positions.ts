import type { StoredValue } from './stored-value';
import { validEntries } from './stored-value';

/** Saved scroll position (px from the top) per history entry URL, path and search. */
export type ScrollPositions = Readonly<Record<string, number>>;

const isPosition = (y: unknown): y is number => Number.isFinite(y) && (y as number) >= 0;

/**
 * The scroll memory (back and forward restore the position), kept in
 * sessionStorage so it survives a reload of the tab. Entries that are not positions are dropped.
 */
export const storedScrollPositions: StoredValue<ScrollPositions> = {
  key: 'clonewave:scroll',
  area: 'sessionStorage',
  fallback: {},
  parse: (stored) => validEntries(stored, isPosition),
};
