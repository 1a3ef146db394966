import { CONSENT } from '../constants';
import { readConsentState } from '../stored-values/consent';
import { CONSENT_ASK_ATTRIBUTE } from './ask-attribute';

/**
 * Inline head script (hashed into the CSP by postbuild): asks unless storage holds a choice
 * the consent store itself would read as made (readConsentState, serialised: one set of
 * rules). Junk, null, another version, no choice yet or a storage that throws all mean "ask".
 */
export const CONSENT_ASK_SCRIPT =
  `try{var c=(${readConsentState.toString()})(JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT.storageKey)})),${CONSENT.version});` +
  `if(!c||c.choice===null)throw 0}` +
  `catch(e){document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")}`;
