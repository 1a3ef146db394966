import { RELOAD_GUARD_MS } from '@/lib/constants';
import { storedChunkReloadAt } from '@/lib/stored-values/chunk-reload';
import { readStored, writeStored } from './stored-value';

/**
 * After a chunk load failure the page reloads, at most once per RELOAD_GUARD_MS. The
 * time of the last reload is a stored value (lib/stored-values/chunk-reload.ts), so the
 * guard survives the reload itself. Storage that cannot be written means no reload:
 * without a record of it, a broken deploy could loop the tab.
 */
export function claimReload(now: number = Date.now()): boolean {
  const last = readStored(storedChunkReloadAt);
  // A time in the future is junk (or a clock set back), not a recent reload.
  if (last > 0 && last <= now && now - last < RELOAD_GUARD_MS) return false;
  return writeStored(storedChunkReloadAt, now);
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
