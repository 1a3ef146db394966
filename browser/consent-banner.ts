import { CONSENT_ASK_ATTRIBUTE } from '@/lib/consent/ask-attribute';

/** The banner's heading id (components/consent/consent-banner.tsx). */
export const CONSENT_TITLE_ID = 'consent-title';
/** The polite live region that confirms a saved choice. */
export const CONSENT_STATUS_ID = 'consent-status';
/** Marks the banner's buttons with the choice they store ('accepted' or 'rejected'). */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** Marks the footer's button that shows the banner again. */
export const CONSENT_REOPEN_ATTRIBUTE = 'data-consent-reopen';

let returnFocus: HTMLElement | null = null;

/** Shows the banner again (the footer's "Privacy choices") and moves focus to its heading. */
export function openConsentBanner(): void {
  returnFocus = document.activeElement as HTMLElement | null;
  document.documentElement.setAttribute(CONSENT_ASK_ATTRIBUTE, '');
  document.getElementById(CONSENT_TITLE_ID)?.focus();
}

/** Hides the banner once a choice is made, says so, and gives focus back to whoever opened it. */
export function closeConsentBanner(message?: string): void {
  document.documentElement.removeAttribute(CONSENT_ASK_ATTRIBUTE);
  const status = document.getElementById(CONSENT_STATUS_ID);
  if (status && message) status.textContent = message;
  returnFocus?.focus();
  returnFocus = null;
}
