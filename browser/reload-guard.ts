import { RELOAD_GUARD_MS } from '@/lib/constants';

/**
 * Spec §8: after a chunk load failure the page reloads, at most once per 60000 ms. The
 * time of the last reload lives in sessionStorage, so the guard survives the reload
 * itself (a module variable would be gone) and a broken deploy cannot loop the tab.
 */
export const RELOAD_GUARD_KEY = 'clonewave:chunk-reload-at';

export function claimReload(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage.getItem(RELOAD_GUARD_KEY));
  } catch {
    return false; // no storage, no guard: never reload rather than risk a loop
  }
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** True for the errors a missing or unreachable JS chunk produces (webpack, Turbopack, native import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_ERROR.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR.test(message));
}

/** Chunk scripts of the build: the ones the runtime loads lazily. */
export const isChunkScriptUrl = (src: string) => /\/_next\/static\/chunks\/.+\.js(\?|$)/.test(src);
