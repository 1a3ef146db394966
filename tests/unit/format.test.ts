import { describe, expect, it } from 'vitest';
import { SITE_LOCALE } from '@/lib/constants';
import { formatCount } from '@/lib/format/number';
import { formatPrice, SITE_CURRENCY } from '@/lib/format/money';

// The site formats numbers without Intl (lib/format/number.ts says why); Intl for the
// site's locale is the reference they must match. A new locale or currency fails here.
const counts = [0, 1, 7, 42, 999, 1000, 1001, 12345, 99999, 100000, 999999, 1000000, 1234567890, -1, -1234, -1000000];
const cents = [
  0, 1, 9, 10, 99, 100, 101, 999, 34900, 34999, 99999, 100000, 123456, 1000000, 99999999, 123456789, -1, -34900,
  -123456,
];

describe('formatCount', () => {
  const intl = new Intl.NumberFormat(SITE_LOCALE.iso, { maximumFractionDigits: 0 });
  it.each(counts)('writes %i as Intl does for the site locale', (value) => {
    expect(formatCount(value)).toBe(intl.format(value));
  });
  it('drops a fraction rather than rounding it into a bigger count', () => {
    expect(formatCount(1999.9)).toBe('1,999');
  });
});

describe('formatPrice', () => {
  const intl = new Intl.NumberFormat(SITE_LOCALE.iso, { style: 'currency', currency: SITE_CURRENCY });
  it.each(cents)('writes %i cents as Intl does for the site locale and currency', (value) => {
    expect(formatPrice(value)).toBe(intl.format(value / 100));
  });
  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatPrice(34900.4)).toBe('$349.00');
    expect(formatPrice(34900.6)).toBe('$349.01');
  });
});
