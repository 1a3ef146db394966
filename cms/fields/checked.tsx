import type { FormFieldInputProps, FormFieldStoredValue } from '@keystatic/core';
import type { ReactElement } from 'react';
import type { z } from 'zod';
import { validate } from '../../lib/content/messages';
import { stored } from '../format/yaml';
import { CheckedInput } from './inputs';

/** The first problem `npm run content:check` would report for this value, in its words. */
function contentCheckMessage(schema: z.ZodType, value: FormFieldStoredValue): string | undefined {
  const result = validate(schema, stored(value), { file: '', field: () => '', lineOf: () => undefined });
  return result.ok ? undefined : result.issues[0]?.message;
}

/** The parts of a Keystatic form field the wrapper needs; text, number and custom fields all have them. */
interface FormFieldLike<V> {
  kind: 'form';
  label?: string;
  Input(props: FormFieldInputProps<V>): ReactElement | null;
  serialize(value: V, ...rest: never[]): { value: FormFieldStoredValue };
  serializeWithSlug?(value: V): { value: FormFieldStoredValue };
  validate(value: V, ...rest: never[]): unknown;
}

/**
 * `prepare` turns the stored value into what the loader validates (a `slug` with
 * `{product}` in it is checked with the brand slug in its place, as the loader does).
 *
 * A field whose value is also checked with the zod schema of lib/content before a save:
 * a bad value shows the content check's own message under the field (as soon as it is
 * typed, and on a save), and Keystatic does not save while one is shown. The field's own
 * rules are left empty by the generator, so each problem is named once, in one voice.
 */
export function checked<V, F extends FormFieldLike<V>>(
  field: F,
  schema: z.ZodType,
  { slugField = false, prepare = (value: FormFieldStoredValue) => value } = {},
): F {
  const label = field.label ?? 'This field';
  // The slug field of a collection (a name and a file name) stores only the name in the file.
  const inFile = (value: V) =>
    (slugField && field.serializeWithSlug ? field.serializeWithSlug(value) : field.serialize(value)).value;
  const problem = (value: V) => contentCheckMessage(schema, prepare(inFile(value)));
  return {
    ...field,
    Input: (props: FormFieldInputProps<V>) => (
      <CheckedInput {...props} original={field.Input} problem={problem} label={label} />
    ),
    validate(value: V, ...rest: never[]) {
      const message = problem(value);
      if (message) throw new Error(`${label} ${message}`);
      return field.validate(value, ...rest);
    },
  };
}
