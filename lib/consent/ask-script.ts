import { CONSENT } from '../constants';

/**
 * The attribute on <html> that shows the consent banner (styles: .consent-banner). It is set
 * before the first paint by CONSENT_ASK_SCRIPT, so the banner is in the first frame when a
 * choice is needed and never flashes when one is stored, without waiting for React.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * Inline head script (hashed into the CSP by postbuild): asks unless storage holds a valid
 * choice of the current version in the consent store's format, `{ state: { choice },
 * version }` (stores/consent-store.ts). Junk, null, another version or a storage that
 * throws all mean "ask", as the store itself reads them.
 */
export const CONSENT_ASK_SCRIPT =
  `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT.storageKey)}));` +
  `if(s.version!==${CONSENT.version}||(s.state.choice!=="accepted"&&s.state.choice!=="rejected"))throw 0}` +
  `catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")}`;
