import { describe, expect, test, vi } from 'vitest';
import type { ReactElement } from 'react';
import { byteSize, checksum, price, typedDate } from '../fields/units';

/**
 * The unit fields load a stored value into what a person reads, store what a person types
 * in the file's unit, and refuse what cannot be stored in the field's own words.
 */
const stored = <V>(field: { serialize: (value: V) => { value: unknown } }, value: V) => field.serialize(value).value;
const refusal = <V>(field: { validate: (value: V) => unknown }, value: V) => {
  try {
    field.validate(value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('price: shown and typed in dollars, stored in cents', () => {
  const field = price({ label: 'Price', optional: false });
  const optional = price({ label: 'Price', optional: true });

  test('a stored price shows as dollars and saves back unchanged', () => {
    expect(field.parse(34900)).toEqual({ text: '$349.00', saved: 34900 });
    expect(stored(field, field.parse(123456))).toBe(123456);
  });

  test.each(['329', '329.00', '$329'])('typing %s stores 32900', (text) => {
    expect(stored(field, { text })).toBe(32900);
    expect(refusal(field, { text })).toBeUndefined();
  });

  test('what is not dollars is refused in dollars; an empty optional price is left out', () => {
    expect(refusal(field, { text: '-5' })).toBe('Price must be an amount in dollars, like $349.00, 349 or 1,299.99');
    expect(refusal(field, { text: '' })).toBe('Price is required');
    expect(refusal(optional, { text: '' })).toBeUndefined();
    expect(stored(optional, { text: ' ' })).toBeUndefined();
  });
});

describe('size: shown and typed as 42 MB, stored in bytes', () => {
  const field = byteSize({ label: 'Size', optional: false });

  test('a stored size shows rounded, and saves back to the exact bytes', () => {
    const loaded = field.parse(41900032);
    expect(loaded).toEqual({ text: '42 MB', bytes: 41900032 });
    expect(stored(field, loaded)).toBe(41900032);
  });

  test('a typed size is stored in bytes', () => {
    expect(stored(field, field.parse(undefined))).toBeUndefined();
    expect(stored(field, { text: '1.2 GB', bytes: 1_200_000_000 })).toBe(1_200_000_000);
  });

  test('what is not a size is refused', () => {
    expect(refusal(field, { text: '42 MiB' })).toBe('Size must be a size like 42 MB or 1.2 GB, or a number of bytes');
    expect(refusal(field, { text: '0', bytes: 0 })).toBe('Size must be more than 0 bytes');
  });
});

describe('date: shown and typed month/day/year, stored year-month-day', () => {
  const field = typedDate({ label: 'Date', optional: false });

  test('a stored date shows in the typed form and saves back unchanged', () => {
    expect(field.parse('2026-03-14')).toBe('03/14/2026');
    expect(stored(field, field.parse('2026-03-14'))).toBe('2026-03-14');
    expect(stored(field, '3/4/2026')).toBe('2026-03-04');
  });

  test('every refusal speaks the displayed format, and names a date that does not exist', () => {
    expect(refusal(field, '02/30/2026')).toBe('Date 02/30/2026 does not exist: February 2026 has 28 days');
    expect(refusal(field, '30.02.2026')).toBe('Date must be written month/day/year, like 03/14/2026');
    expect(refusal(field, '')).toBe('Date is required');
  });
});

describe('checksum', () => {
  test('what is typed or pasted is lower-cased (PowerShell Get-FileHash writes capitals)', () => {
    const field = checksum({ label: 'Sha256' });
    const onChange = vi.fn();
    const input = field.Input({ value: '', onChange, autoFocus: false, forceValidation: false }) as ReactElement<{
      onChange: (text: string) => void;
    }>;
    input.props.onChange(' C0FFEE0123ABCDEF\n');
    expect(onChange).toHaveBeenCalledWith('c0ffee0123abcdef');
  });
});
