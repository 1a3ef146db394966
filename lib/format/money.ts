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

/**
 * Dollars as a person types them: `329`, `329.5`, `329.00`, `$329`, `$1,299.99`. Commas
 * only between groups of three digits, so a decimal comma (`12,99`) is refused rather than
 * read as 1,299 dollars.
 */
const TYPED_DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/**
 * The inverse of formatPrice: typed dollars → integer cents (`$329` → 32900), or
 * undefined for text that is not an amount of dollars (`-5`, `3.295`, `12,99`, `abc`).
 */
export function parsePrice(text: string): number | undefined {
  const match = TYPED_DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : undefined;
}
