import Link from '@/components/navigation/link';
import { CONSENT_STATUS_ID, CONSENT_TITLE_ID } from '@/browser/consent-banner';
import { consentEn } from '@/lib/i18n/consent.en';
import { ConsentActions } from './consent-actions';
import { ConsentClicks } from './consent-clicks';

const t = consentEn;

/**
 * Asks once which storage and third parties the visitor allows. Accept and reject are the
 * same size and style, side by side; nothing non-essential loads before a choice. The
 * footer's "Privacy choices" button reopens it. Not a modal: the page stays usable.
 *
 * Server HTML, shown by CSS while <html> has data-consent-ask, which the inline head script
 * (lib/consent/ask-script.ts) sets before the first paint when no choice is stored: the
 * banner is there in the first frame and costs the page no component to hydrate: one
 * click listener (./consent-clicks.tsx) serves its buttons and the footer's reopen button.
 */
export function ConsentBanner() {
  return (
    <>
      <p id={CONSENT_STATUS_ID} className="visually-hidden" role="status" />
      <section className="consent-banner" aria-labelledby={CONSENT_TITLE_ID}>
        <div className="container d-lg-flex align-items-center gap-4">
          <div className="flex-grow-1">
            <h2 id={CONSENT_TITLE_ID} className="h6 mb-1" tabIndex={-1}>
              {t.title}
            </h2>
            <p className="small mb-3 mb-lg-0">
              {t.body} <Link href="/privacy_policy">{t.policy}</Link>
            </p>
          </div>
          <ConsentActions />
        </div>
      </section>
      <ConsentClicks />
    </>
  );
}
