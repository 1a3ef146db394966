/**
 * Saved scroll positions per history entry URL, in sessionStorage so they survive a
 * reload of the tab (spec §2: restore the saved position on back and forward).
 */
const KEY = 'clonewave:scroll';
const MAX_ENTRIES = 50;

type Positions = Record<string, number>;

function read(storage: Storage): Positions {
  try {
    return JSON.parse(storage.getItem(KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

export function saveScroll(url: string, y: number, storage: Storage = sessionStorage) {
  try {
    const positions = read(storage);
    delete positions[url];
    positions[url] = Math.round(y);
    const keys = Object.keys(positions);
    for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
    storage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // Storage full or blocked: restoring is a nicety, never an error.
  }
}

export function savedScroll(url: string, storage: Storage = sessionStorage): number | undefined {
  return read(storage)[url];
}
