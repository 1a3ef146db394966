/**
 * The attribute on <html> that shows the consent banner (styles: .consent-banner). It is set
 * before the first paint by CONSENT_ASK_SCRIPT (./ask-script.ts), so the banner is in the
 * first frame when a choice is needed and never flashes when one is stored, without
 * waiting for React. A module of its own: the banner's browser code needs the name, not
 * the stored-consent rules the script is built from.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';
