/**
 * A value the site keeps in the browser's localStorage or sessionStorage, declared once:
 * its key, where it lives, the value to use when nothing valid is stored, and a parser
 * that turns whatever JSON is found there (another tab's, an extension's, an older
 * site's, a half-written one) into a valid value or `undefined`. The parsers are small
 * hand-written checks rather than zod: the scroll memory and the reload guard run on
 * every page, and zod/mini for these shapes would add about 6 kB gzip to every first load.
 * browser/stored-value.ts reads and writes them; registry.ts lists them all, each with an
 * example (kept there, out of the pages' JavaScript).
 */
export interface StoredValue<T> {
  key: string;
  area: 'localStorage' | 'sessionStorage';
  /** What a reader gets when nothing (valid) is stored. Shared: never mutate it. */
  fallback: T;
  /** The stored JSON as a valid value, or undefined when it is not one. Never throws. */
  parse: (stored: unknown) => T | undefined;
}

/** The stored text as a valid value: missing, unparsable or invalid text gives the fallback. */
export function decodeStored<T>(entry: StoredValue<T>, raw: string | null): T {
  try {
    // JSON.parse(null) is null, which no parser accepts: nothing stored is the fallback too.
    return entry.parse(JSON.parse(raw as string)) ?? entry.fallback;
  } catch {
    return entry.fallback;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entries of a plain object whose values pass `valid` (others are dropped), or undefined. */
export function validEntries<V>(value: unknown, valid: (entry: unknown) => entry is V): Record<string, V> | undefined {
  if (!isPlainObject(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, V] => valid(entry[1])));
}

/** zustand's persist envelope, `{ state, version }`, as its stores write it. */
export interface PersistEnvelope<S> {
  state: S;
  version: number;
}

/** The envelope with an integer version, its state still unchecked; undefined for anything else. */
export const persistEnvelope = (value: unknown): PersistEnvelope<unknown> | undefined =>
  isPlainObject(value) && Number.isInteger(value.version) ? (value as unknown as PersistEnvelope<unknown>) : undefined;
