/**
 * The newsletter's double opt-in (forms service, forms-service/newsletter/). The
 * confirmation link works once and for `confirmDays`; one address gets at most one
 * confirmation mail per `confirmationEveryMinutes`, however often it is entered; a
 * sign-up never confirmed is deleted after `unconfirmedDays`. `consentVersion` names the
 * wording a person agreed to (lib/i18n/forms.en.ts newsletterHeading and newsletterText):
 * raise it when that wording changes, and the stored consent says which one they saw.
 * Apart from lib/constants.ts, which every page loads: only the service needs these.
 */
export const NEWSLETTER = {
  confirmDays: 7,
  confirmationEveryMinutes: 10,
  unconfirmedDays: 30,
  consentVersion: 1,
  listId: 'Clonewave news <news.clonewave.example>',
} as const;
