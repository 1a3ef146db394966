/**
 * Numbers as the site's locale (en-US) writes them, without Intl. The first Intl call on
 * a page (NumberFormat, toLocaleString, Collator, DateTimeFormat) loads the locale's ICU
 * data: 40-75 ms of main thread on this machine, ~4x that on Lighthouse's phone, in the
 * middle of hydrating the product, cart and comparison pages. tests/unit/format.test.ts
 * checks these against Intl for SITE_LOCALE, so a change of locale fails there first.
 */

/** 1234567 → "1,234,567" (whole numbers; the sign kept). */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped;
}
