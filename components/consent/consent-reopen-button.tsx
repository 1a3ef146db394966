'use client';

import { consentEn } from '@/lib/i18n/consent.en';
import { useConsentStore } from '@/stores/consent-store';

/** Footer link that reopens the privacy choice (a button: it changes state, not the page). */
export function ConsentReopenButton() {
  const reopen = useConsentStore((state) => state.reopen);
  return (
    <button type="button" className="btn btn-link consent-reopen p-0 align-baseline" onClick={reopen}>
      {consentEn.reopen}
    </button>
  );
}
