'use client';

import { closeConsentBanner } from '@/browser/consent-banner';
import { consentEn } from '@/lib/i18n/consent.en';

type Choice = 'accepted' | 'rejected';

/** Stores the choice: the consent store (and zustand's persist) loads only on this click. */
async function decide(choice: Choice) {
  const { useConsentStore } = await import('@/stores/consent-store');
  useConsentStore.getState().choose(choice);
  closeConsentBanner(consentEn.saved(choice === 'accepted'));
}

/** The banner's two equal buttons: the only part of it that needs a script. */
export function ConsentActions() {
  return (
    <div className="consent-actions">
      <button type="button" className="btn btn-light" onClick={() => void decide('rejected')}>
        {consentEn.reject}
      </button>
      <button type="button" className="btn btn-light" onClick={() => void decide('accepted')}>
        {consentEn.accept}
      </button>
    </div>
  );
}
