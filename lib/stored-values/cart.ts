import { CART } from '../constants';
import { migrateCart, type PersistedCart } from '../cart/persistence';
import type { PersistEnvelope, StoredValue } from './stored-value';
import { persistEnvelope } from './stored-value';

/**
 * The cart (stores/cart-store.ts, zustand's envelope): variant ids and quantities only.
 * The state comes out valid whatever was stored: an older version is migrated (still
 * labelled with its version, so the store writes the upgrade back), junk and unknown
 * versions are an empty cart (lib/cart/persistence.ts).
 */
export const storedCart: StoredValue<PersistEnvelope<PersistedCart> | null> = {
  key: CART.storageKey,
  area: 'localStorage',
  fallback: null,
  parse: (stored) => {
    const envelope = persistEnvelope(stored);
    return envelope && { state: migrateCart(envelope.state, envelope.version), version: envelope.version };
  },
};
