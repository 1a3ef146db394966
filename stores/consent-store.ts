import { persistStorage } from '@/browser/stored-value';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CONSENT } from '@/lib/constants';
import { storedConsent, type ConsentChoice, type PersistedConsent } from '@/lib/stored-values/consent';

export type { ConsentChoice };

interface ConsentState {
  /** null until the visitor chooses; third parties stay blocked until 'accepted'. */
  choice: ConsentChoice | null;
  decidedAt: string | null;
  /** The banner is open again from the footer link. */
  reopened: boolean;
  /** True once the stored choice has been read (the banner waits, so it never flashes). */
  ready: boolean;
  choose: (choice: ConsentChoice) => void;
  reopen: () => void;
}

/**
 * Persisted in localStorage (lib/stored-values/consent.ts). skipHydration: the server HTML never knows the choice, so the
 * store is read after mount (ConsentBanner calls rehydrate) and both renders agree.
 */
export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      choice: null,
      decidedAt: null,
      reopened: false,
      ready: false,
      choose: (choice) => set({ choice, decidedAt: new Date().toISOString(), reopened: false }),
      reopen: () => set({ reopened: true }),
    }),
    {
      name: storedConsent.key,
      version: CONSENT.version,
      storage: persistStorage<PersistedConsent>(storedConsent),
      skipHydration: true,
      partialize: (state) => ({ choice: state.choice, decidedAt: state.decidedAt }),
      onRehydrateStorage: () => () => useConsentStore.setState({ ready: true }),
    },
  ),
);

/** Third-party content may load only after an explicit accept. */
export const selectThirdPartyAllowed = (state: ConsentState) => state.choice === 'accepted';
