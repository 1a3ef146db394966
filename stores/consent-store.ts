import { safeLocalStorage } from '@/browser/safe-storage';
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { CONSENT } from '@/lib/constants';

export type ConsentChoice = 'accepted' | 'rejected';

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
 * Persisted in localStorage. skipHydration: the server HTML never knows the choice, so the
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
      name: CONSENT.storageKey,
      version: CONSENT.version,
      storage: createJSONStorage(() => safeLocalStorage),
      skipHydration: true,
      partialize: (state) => ({ choice: state.choice, decidedAt: state.decidedAt }),
      onRehydrateStorage: () => () => useConsentStore.setState({ ready: true }),
    },
  ),
);

/** Third-party content may load only after an explicit accept. */
export const selectThirdPartyAllowed = (state: ConsentState) => state.choice === 'accepted';
