import { consentEn } from '@/lib/i18n/consent.en';
import { CONSENT_CHOICE_ATTRIBUTE } from '@/browser/consent-banner';

/**
 * The banner's two equal buttons, server HTML: ./consent-clicks.tsx handles their clicks
 * (one listener for the banner and the footer's reopen button), so no component of the
 * banner hydrates.
 */
export function ConsentActions() {
  return (
    <div className="consent-actions">
      <button type="button" className="btn btn-light" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'rejected' }}>
        {consentEn.reject}
      </button>
      <button type="button" className="btn btn-light" {...{ [CONSENT_CHOICE_ATTRIBUTE]: 'accepted' }}>
        {consentEn.accept}
      </button>
    </div>
  );
}
