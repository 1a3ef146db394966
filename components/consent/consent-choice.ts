import { closeConsentBanner } from '@/browser/consent-banner';
import { consentEn } from '@/lib/i18n/consent.en';
import type { ConsentChoice } from '@/lib/stored-values/consent';
import { useConsentStore } from '@/stores/consent-store';

/** Stores the visitor's choice, closes the banner and confirms it (loaded on the click, by ./consent-clicks.tsx). */
export function storeChoice(choice: ConsentChoice): void {
  useConsentStore.getState().choose(choice);
  closeConsentBanner(consentEn.saved(choice === 'accepted'));
}
