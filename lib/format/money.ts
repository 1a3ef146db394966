import { SITE_CURRENCY, SITE_LOCALE } from '../site-locale';

const formatter = new Intl.NumberFormat(SITE_LOCALE.iso, { style: 'currency', currency: SITE_CURRENCY });

/** Formats integer cents as a price, e.g. 34900 → "$349.00". */
export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}
