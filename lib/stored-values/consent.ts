import { CONSENT } from '../constants';
import type { PersistEnvelope, StoredValue } from './stored-value';

export type ConsentChoice = 'accepted' | 'rejected';
export interface PersistedConsent {
  /** null until the visitor chooses. */
  choice: ConsentChoice | null;
  decidedAt: string | null;
}

/**
 * The consent state in what storage holds (parsed JSON), or undefined when it is not a
 * readable choice of `version`. The one reader: the store reads with it, and the inline
 * ask script (lib/consent/ask-script.ts) runs it serialised before the first paint, so it
 * must use nothing outside its own body.
 */
export function readConsentState(stored: unknown, version: number): PersistedConsent | undefined {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(stored) || stored.version !== version || !isObject(stored.state)) return undefined;
  const { choice, decidedAt } = stored.state;
  if (choice !== null && choice !== 'accepted' && choice !== 'rejected') return undefined;
  if (decidedAt !== null && typeof decidedAt !== 'string') return undefined;
  return { choice, decidedAt };
}

/**
 * The visitor's privacy choice (stores/consent-store.ts, zustand's envelope). A choice of
 * another version, or one that cannot be read, counts as none: the banner asks again.
 */
export const storedConsent: StoredValue<PersistEnvelope<PersistedConsent> | null> = {
  key: CONSENT.storageKey,
  area: 'localStorage',
  fallback: null,
  parse: (stored) => {
    const state = readConsentState(stored, CONSENT.version);
    return state ? { state, version: CONSENT.version } : undefined;
  },
};
