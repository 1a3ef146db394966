import { SITE_LOCALE } from '../constants';

const names = new Intl.DisplayNames([SITE_LOCALE.code], { type: 'language' });

/** "ja" → "Japanese", "de-DE" → "German (Germany)"; unknown codes come back unchanged. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
