import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { decodeStored, type StoredValue } from '@/lib/stored-values/stored-value';

/**
 * Reads and writes the stored values of lib/stored-values, never throwing. Storage can be
 * blocked (privacy settings, sandboxed frames: even touching `window.localStorage` throws),
 * full, or hold anything at all: a read then gives the value's fallback, a write reports
 * false, and the next successful write replaces whatever was there.
 */
export function readStored<T>(entry: StoredValue<T>): T {
  try {
    return decodeStored(entry, window[entry.area].getItem(entry.key));
  } catch {
    return entry.fallback;
  }
}

/** Returns whether the value was stored. */
export function writeStored<T>(entry: StoredValue<T>, value: T): boolean {
  try {
    window[entry.area].setItem(entry.key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * zustand's persist storage for a stored value holding its envelope. Given a storage
 * getter that throws, zustand would drop its persist API altogether (crashing every
 * persist.rehydrate() caller); this one never throws and hands zustand only valid state.
 */
export function persistStorage<S>(entry: StoredValue<StorageValue<S> | null>): PersistStorage<S> {
  return {
    getItem: () => readStored(entry),
    setItem: (_name, value) => void writeStored(entry, value),
    // Reads the same as nothing stored.
    removeItem: () => void writeStored(entry, entry.fallback),
  };
}
