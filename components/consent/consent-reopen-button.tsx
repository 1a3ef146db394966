import { consentEn } from '@/lib/i18n/consent.en';
import { CONSENT_REOPEN_ATTRIBUTE } from '@/browser/consent-banner';

/**
 * Footer button that reopens the privacy choice (a button: it changes state, not the
 * page). Server HTML: ./consent-clicks.tsx handles its click.
 */
export function ConsentReopenButton() {
  return (
    <button
      type="button"
      className="btn btn-link consent-reopen p-0 align-baseline"
      {...{ [CONSENT_REOPEN_ATTRIBUTE]: '' }}
    >
      {consentEn.reopen}
    </button>
  );
}
