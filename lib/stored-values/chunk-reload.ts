import type { StoredValue } from './stored-value';

/**
 * When the page last reloaded for a failed chunk (at most once per RELOAD_GUARD_MS, 60000 ms), in
 * sessionStorage so the guard survives the reload itself and a broken deploy cannot loop
 * the tab. 0: never.
 */
export const storedChunkReloadAt: StoredValue<number> = {
  key: 'clonewave:chunk-reload-at',
  area: 'sessionStorage',
  fallback: 0,
  parse: (stored) => (Number.isFinite(stored) && (stored as number) > 0 ? (stored as number) : undefined),
};
