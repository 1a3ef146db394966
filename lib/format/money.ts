import { formatCount } from './number';

/** The shop's currency: every price in content is integer cents of it. */
export const SITE_CURRENCY = 'USD';

/**
 * Formats integer cents as a price, e.g. 34900 → "$349.00", 123456 → "$1,234.56", as
 * Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) does, without its
 * cost on the client (lib/format/number.ts says why).
 */
export function formatPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const price = `$${formatCount(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole > 0 ? `-${price}` : price;
}
