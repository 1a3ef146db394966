import { readStored, writeStored } from './stored-value';
import { storedScrollPositions } from '@/lib/stored-values/scroll-positions';

/** Saved scroll positions per history entry URL (back and forward restore them). */
const MAX_ENTRIES = 50;

export function saveScroll(url: string, y: number) {
  const { [url]: _replaced, ...others } = readStored(storedScrollPositions);
  // The newest last; only the latest MAX_ENTRIES are kept.
  const kept = Object.entries(others).slice(-(MAX_ENTRIES - 1));
  writeStored(storedScrollPositions, { ...Object.fromEntries(kept), [url]: Math.round(y) });
}

export function savedScroll(url: string): number | undefined {
  return readStored(storedScrollPositions)[url];
}
