'use client';

import { useEffect } from 'react';
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_REOPEN_ATTRIBUTE, openConsentBanner } from '@/browser/consent-banner';

const loadChoice = () => import('./consent-choice');

/**
 * The one script of the consent banner: a click listener for its two buttons and the
 * footer's "Privacy choices" (server HTML marked with CONSENT_CHOICE_ATTRIBUTE and
 * CONSENT_REOPEN_ATTRIBUTE). Reopening is immediate; storing a choice loads its code
 * (./consent-choice.ts: the consent store, zustand's persist, the confirmation) on the click.
 */
export function ConsentClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(
        `button[${CONSENT_CHOICE_ATTRIBUTE}], button[${CONSENT_REOPEN_ATTRIBUTE}]`,
      );
      if (!button) return;
      const choice = button.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
      if (choice === 'accepted' || choice === 'rejected')
        void loadChoice().then(({ storeChoice }) => storeChoice(choice));
      else openConsentBanner();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
