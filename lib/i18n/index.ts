/**
 * Locale configuration (spec §2): one locale, `en` (en-US), no URL prefix
 * (prefix_except_default). A second locale is one more entry here, a messages module
 * and content under content/<code>/; the `i18n_redirected` cookie (constants) then
 * remembers the visitor's choice.
 */
import { en, type Messages } from './messages.en';

export const LOCALES = [{ code: 'en', iso: 'en-US', name: 'English', messages: en }] as const;
export const DEFAULT_LOCALE = 'en';
export const URL_STRATEGY = 'prefix_except_default';

export type LocaleCode = (typeof LOCALES)[number]['code'];

export function getMessages(code: LocaleCode = DEFAULT_LOCALE): Messages {
  return LOCALES.find((l) => l.code === code)?.messages ?? en;
}

/** Path for a locale: the default locale has no prefix. */
export function localePath(path: string, code: LocaleCode = DEFAULT_LOCALE): string {
  return code === DEFAULT_LOCALE ? path : `/${code}${path}`;
}

export const messages = getMessages();
