import type { StoredValue } from './stored-value';

/**
 * When the page last reloaded for a failed chunk (spec §8: at most once per 60000 ms), in
 * sessionStorage so the guard survives the reload itself and a broken deploy cannot loop
 * the tab. 0: never.
 */
export const storedChunkReloadAt: StoredValue<number> = {
  key: 'clonewave:chunk-reload-at',
  area: 'session',
  fallback: 0,
  parse: (stored) => (typeof stored === 'number' && Number.isFinite(stored) && stored > 0 ? stored : undefined),
  example: 1_767_225_600_000,
};
