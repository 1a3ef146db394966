import { CONSENT } from '../constants';
import type { PersistEnvelope, StoredValue } from './stored-value';
import { isPlainObject, persistEnvelope } from './stored-value';

export type ConsentChoice = 'accepted' | 'rejected';
export interface PersistedConsent {
  /** null until the visitor chooses. */
  choice: ConsentChoice | null;
  decidedAt: string | null;
}

const CHOICES: readonly unknown[] = [null, 'accepted', 'rejected'];

/**
 * The visitor's privacy choice (stores/consent-store.ts, zustand's envelope). A choice of
 * another version, or one that cannot be read, counts as none: the banner asks again.
 */
export const storedConsent: StoredValue<PersistEnvelope<PersistedConsent> | null> = {
  key: CONSENT.storageKey,
  area: 'localStorage',
  fallback: null,
  parse: (stored) => {
    const envelope = persistEnvelope(stored);
    const state = envelope?.version === CONSENT.version && envelope.state;
    if (!isPlainObject(state) || !CHOICES.includes(state.choice)) return undefined;
    const { choice, decidedAt } = state as unknown as PersistedConsent;
    return decidedAt === null || typeof decidedAt === 'string'
      ? { state: { choice, decidedAt }, version: CONSENT.version }
      : undefined;
  },
};
