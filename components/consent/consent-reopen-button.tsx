'use client';

import { openConsentBanner } from '@/browser/consent-banner';
import { consentEn } from '@/lib/i18n/consent.en';

/** Footer button that reopens the privacy choice (a button: it changes state, not the page). */
export function ConsentReopenButton() {
  return (
    <button type="button" className="btn btn-link consent-reopen p-0 align-baseline" onClick={openConsentBanner}>
      {consentEn.reopen}
    </button>
  );
}
