import { persistStorage } from '@/browser/stored-value';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { CONSENT } from '@/lib/constants';
import { storedConsent, type ConsentChoice, type PersistedConsent } from '@/lib/stored-values/consent';
import { closeConsentBanner } from '@/browser/consent-banner';

interface ConsentState {
  /** null until the visitor chooses; third parties stay blocked until 'accepted'. */
  choice: ConsentChoice | null;
  decidedAt: string | null;
  /** Stores the choice and hides the banner, wherever it was made (banner, video prompt). */
  choose: (choice: ConsentChoice) => void;
}

/**
 * Persisted in localStorage (lib/stored-values/consent.ts); loaded only by what needs the choice (the banner's buttons on
 * click, the video buttons, on click). skipHydration keeps server rendering away from storage; in
 * the browser the stored choice is read as soon as the module loads (below). The banner
 * itself is shown before any script by lib/consent/ask-script.ts, which reads the same format.
 */
export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      choice: null,
      decidedAt: null,
      choose: (choice) => {
        set({ choice, decidedAt: new Date().toISOString() });
        closeConsentBanner();
      },
    }),
    {
      name: storedConsent.key,
      version: CONSENT.version,
      storage: persistStorage<PersistedConsent>(storedConsent),
      skipHydration: true,
      partialize: (state) => ({ choice: state.choice, decidedAt: state.decidedAt }),
    },
  ),
);

if (typeof window !== 'undefined') void useConsentStore.persist.rehydrate();

/** Third-party content may load only after an explicit accept. */
export const selectThirdPartyAllowed = (state: ConsentState) => state.choice === 'accepted';
