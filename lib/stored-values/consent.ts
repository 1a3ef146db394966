import { CONSENT } from '../constants';
import type { PersistEnvelope, StoredValue } from './stored-value';
import { isPlainObject, persistEnvelope } from './stored-value';

export type ConsentChoice = 'accepted' | 'rejected';
export interface PersistedConsent {
  /** null until the visitor chooses. */
  choice: ConsentChoice | null;
  decidedAt: string | null;
}

function parseConsent(state: unknown): PersistedConsent | undefined {
  if (!isPlainObject(state)) return undefined;
  const { choice, decidedAt } = state;
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
  area: 'local',
  fallback: null,
  parse: (stored) => {
    const envelope = persistEnvelope(stored);
    const state = envelope?.version === CONSENT.version ? parseConsent(envelope.state) : undefined;
    return state && { state, version: CONSENT.version };
  },
  example: { state: { choice: 'accepted', decidedAt: '2026-01-01T09:30:00.000Z' }, version: CONSENT.version },
};
