import { siteConfig } from '../site-config';

const formatter = new Intl.NumberFormat(siteConfig.locale.iso, { style: 'currency', currency: siteConfig.currency });

/** Formats integer cents as a price, e.g. 34900 → "$349.00". */
export function formatPrice(cents: number): string {
  return formatter.format(cents / 100);
}
