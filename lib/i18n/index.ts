/**
 * Locale configuration: one locale, SITE_LOCALE (lib/constants.ts), no URL prefix
 * (prefix_except_default). A second locale is one more entry here, a messages module
 * and content under content/<code>/; an `i18n_redirected` cookie (365 days)
 * then remembers the visitor's choice.
 */
import { en, type Messages } from './messages.en';
import { SITE_LOCALE } from '../constants';

const LOCALES = [{ ...SITE_LOCALE, name: 'English', messages: en }] as const;
const DEFAULT_LOCALE = SITE_LOCALE.code;

type LocaleCode = (typeof LOCALES)[number]['code'];

function getMessages(code: LocaleCode = DEFAULT_LOCALE): Messages {
  return LOCALES.find((l) => l.code === code)?.messages ?? en;
}

export const messages = getMessages();
