import { fields, type FormFieldStoredValue } from '@keystatic/core';
import { formatBytes, parseBytes } from '../../lib/format/bytes';
import { formatTypedDate, parseTypedDate } from '../../lib/format/typed-date';
import { formatPrice, parsePrice } from '../../lib/format/money';
import { basic } from './custom';
import { BytesInput, DateInput, PriceInput } from './unit-inputs';

/**
 * Fields whose file holds one unit and whose person types another: a price stored in
 * cents and typed in dollars, a size stored in bytes and typed as `42 MB`, a date stored
 * `YYYY-MM-DD` and typed month/day/year, a checksum stored in lower case and pasted in any
 * case. The conversions live in lib/format (one place, unit-tested there); a loaded value
 * is shown converted and saved back to the same stored value, so a file goes through the
 * editor unchanged.
 */
interface UnitField {
  label: string;
  description?: string;
  /** The key may be left out of the file (then an empty box writes nothing). */
  optional: boolean;
}

/** Why a typed value cannot be stored, or undefined: an empty box is fine when the key may be left out. */
const emptyOr = (text: string, optional: boolean, readProblem: () => string | undefined) =>
  text.trim() === '' ? (optional ? undefined : 'is required') : readProblem();

const refuse =
  <V,>(label: string, problem: (value: V) => string | undefined) =>
  (value: V) => {
    const message = problem(value);
    if (message) throw new Error(`${label} ${message}`);
    return value;
  };

/** What a typed price is worth, and the price the file held when it was opened. */
export interface PriceValue {
  text: string;
  saved?: number;
}

const priceProblem = (text: string, optional: boolean) =>
  emptyOr(text, optional, () =>
    parsePrice(text) === undefined ? 'must be an amount in dollars, like $349.00, 349 or 1,299.99' : undefined,
  );

const storedText = (value: FormFieldStoredValue) => (value === undefined ? '' : String(value));

export function price({ label, description, optional }: UnitField) {
  const problem = (value: PriceValue) => priceProblem(value.text, optional);
  return basic<PriceValue>({
    label,
    Input: (props) => <PriceInput {...props} label={label} description={description} problem={problem} />,
    defaultValue: () => ({ text: '' }),
    parse: (value) =>
      Number.isSafeInteger(value) && (value as number) >= 0
        ? { text: formatPrice(value as number), saved: value as number }
        : { text: storedText(value) },
    serialize: ({ text }) => ({ value: text.trim() === '' ? undefined : (parsePrice(text) ?? text) }),
    validate: refuse(label, problem),
  });
}

/** A typed size, and the exact bytes it stands for (kept from the file until the size is retyped). */
export interface BytesValue {
  text: string;
  bytes?: number;
}

const bytesProblem = ({ text, bytes }: BytesValue, optional: boolean) =>
  emptyOr(text, optional, () =>
    bytes === undefined
      ? 'must be a size like 42 MB or 1.2 GB, or a number of bytes'
      : bytes <= 0
        ? 'must be more than 0 bytes'
        : undefined,
  );

export const typedBytes = (text: string): BytesValue => {
  const bytes = parseBytes(text);
  return bytes === undefined ? { text } : { text, bytes };
};

export function byteSize({ label, description, optional }: UnitField) {
  const problem = (value: BytesValue) => bytesProblem(value, optional);
  return basic<BytesValue>({
    label,
    Input: (props) => <BytesInput {...props} label={label} description={description} problem={problem} />,
    defaultValue: () => ({ text: '' }),
    parse: (value) =>
      Number.isSafeInteger(value)
        ? { text: formatBytes(value as number), bytes: value as number }
        : typedBytes(storedText(value)),
    serialize: ({ text, bytes }) => ({ value: text.trim() === '' ? undefined : (bytes ?? text) }),
    validate: refuse(label, problem),
  });
}

const dateProblem = (text: string, optional: boolean) =>
  emptyOr(text, optional, () => {
    const typed = parseTypedDate(text);
    return 'problem' in typed ? typed.problem : undefined;
  });

export function typedDate({ label, description, optional }: UnitField) {
  const problem = (text: string) => dateProblem(text, optional);
  return basic<string>({
    label,
    Input: (props) => <DateInput {...props} label={label} description={description} problem={problem} />,
    defaultValue: () => '',
    parse: (value) => formatTypedDate(storedText(value)),
    serialize: (text) => {
      if (text.trim() === '') return { value: undefined };
      const typed = parseTypedDate(text);
      return { value: 'iso' in typed ? typed.iso : text };
    },
    validate: refuse(label, problem),
  });
}

/** A checksum box that lower-cases what is typed or pasted (PowerShell's Get-FileHash writes capitals). */
export function checksum({ label, description }: Omit<UnitField, 'optional'>) {
  const field = fields.text({ label, description });
  return {
    ...field,
    Input: (props: Parameters<typeof field.Input>[0]) => (
      <field.Input {...props} onChange={(text: string) => props.onChange(text.trim().toLowerCase())} />
    ),
  };
}
