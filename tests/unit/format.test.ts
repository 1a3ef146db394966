import { describe, expect, it } from 'vitest';
import { SITE_LOCALE } from '@/lib/constants';
import { formatCount } from '@/lib/format/number';
import { formatBytes, parseBytes } from '@/lib/format/bytes';
import { formatTypedDate, parseTypedDate, TYPED_DATE } from '@/lib/format/typed-date';
import { formatPrice, parsePrice, SITE_CURRENCY } from '@/lib/format/money';

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

describe('parsePrice: dollars as typed, to the cents the files hold', () => {
  it.each([
    ['329', 32900],
    ['329.00', 32900],
    ['$329', 32900],
    [' $329.5 ', 32950],
    ['$1,299.99', 129999],
    ['0', 0],
    ['0.99', 99],
  ])('%s is %i cents', (typed, cents) => {
    expect(parsePrice(typed)).toBe(cents);
  });
  it.each(['', '-5', '3.295', '12,99', '1,2345', 'abc', '$', '32900 cents'])('refuses %j', (typed) => {
    expect(parsePrice(typed)).toBeUndefined();
  });
  it.each(cents.filter((value) => value >= 0))('reads back what formatPrice writes for %i cents', (value) => {
    expect(parsePrice(formatPrice(value))).toBe(value);
  });
});

describe('parseBytes: sizes as typed, to the bytes the files hold', () => {
  it.each([
    ['42 MB', 42_000_000],
    ['1.2 GB', 1_200_000_000],
    ['1.2gb', 1_200_000_000],
    ['640 kB', 640_000],
    ['41900032', 41_900_032],
    ['41,900,032 bytes', 41_900_032],
    ['512 B', 512],
  ])('%s is %i bytes', (typed, bytes) => {
    expect(parseBytes(typed)).toBe(bytes);
  });
  it.each(['', 'MB', '42 MiB', '1.5', '-3 MB', 'lots'])('refuses %j', (typed) => {
    expect(parseBytes(typed)).toBeUndefined();
  });
  it.each([999, 1_000, 41_900_000, 1_200_000_000, 7_000_000_000_000])(
    'reads what formatBytes writes for %i bytes to about the same size',
    (bytes) => {
      expect(Math.abs(parseBytes(formatBytes(bytes))! - bytes) / bytes).toBeLessThan(0.05);
    },
  );
});

describe('typed dates', () => {
  it('shows dates in the numeric order of the site locale', () => {
    const parts = new Intl.DateTimeFormat(SITE_LOCALE.iso, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(Date.UTC(2026, 2, 14))
      .filter((part) => part.type !== 'literal')
      .map((part) => part.type);
    expect(TYPED_DATE.order).toBe(parts.join('/'));
    expect(formatTypedDate('2026-03-14')).toBe(TYPED_DATE.example);
  });
  it.each([
    ['03/14/2026', '2026-03-14'],
    ['3/4/2026', '2026-03-04'],
    ['2026-03-14', '2026-03-14'],
    ['02/29/2028', '2028-02-29'],
  ])('reads %s as %s', (typed, iso) => {
    expect(parseTypedDate(typed)).toEqual({ iso });
  });
  it('says which dates do not exist, in the typed form', () => {
    expect(parseTypedDate('02/30/2026')).toEqual({ problem: '02/30/2026 does not exist: February 2026 has 28 days' });
    expect(parseTypedDate('2026-02-29')).toEqual({ problem: '02/29/2026 does not exist: February 2026 has 28 days' });
    expect(parseTypedDate('04/31/2026')).toEqual({ problem: '04/31/2026 does not exist: April 2026 has 30 days' });
    expect(parseTypedDate('14/03/2026')).toEqual({
      problem: '14/03/2026 does not exist: there is no month 14 (the month comes first)',
    });
  });
  it.each(['March 14', '14.03.2026', '2026/03/14', ''])('asks for the displayed format for %j', (typed) => {
    expect(parseTypedDate(typed)).toEqual({ problem: 'must be written month/day/year, like 03/14/2026' });
  });
  it('leaves text that is not a stored date as it is', () => {
    expect(formatTypedDate('soon')).toBe('soon');
  });
});
