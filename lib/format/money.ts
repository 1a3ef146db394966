import { SITE_LOCALE } from '../constants';

/** The shop's currency: every price in content is integer cents of it. */
export const SITE_CURRENCY = 'USD';

const formatter = new Intl.NumberFormat(SITE_LOCALE.iso, { style: 'currency', currency: SITE_CURRENCY });

/** Formats integer cents as a price, e.g. 34900 → "$349.00". */
export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}
