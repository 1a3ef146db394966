import { fields, type BasicFormField, type FormFieldStoredValue } from '@keystatic/core';
import { CheckboxInput, ChoiceInput, JsonInput, OptionalGroupInput, type Choice } from './inputs';
import { PublicFileInput } from './public-file-input';

/**
 * Fields Keystatic does not have in the shape our files need: a choice that may be left
 * out (and may be a number, `columns={3}`), a yes/no whose default is written as nothing,
 * a group that is there or not (`serial`, `videoGuide`), a JSON object and a file picker
 * whose value is the site URL (`/images/...`), not the repository path.
 */
interface Labelled {
  label: string;
  description?: string;
}

/** Keystatic's own bound on a field's value: anything but undefined. */
type FieldValue = NonNullable<unknown> | null;

type FieldParts<V extends FieldValue> = Omit<BasicFormField<V>, 'kind' | 'reader' | 'label'> & { label: string };

export const basic = <V extends FieldValue>(field: FieldParts<V>): BasicFormField<V> => ({
  kind: 'form',
  ...field,
  reader: { parse: field.parse },
});

export function choice({
  label,
  description,
  options,
  optional,
  initial = options[0]!,
}: Labelled & { options: Choice[]; optional: boolean; initial?: Choice }) {
  return basic<Choice | null>({
    label,
    Input: (props) => (
      <ChoiceInput {...props} label={label} description={description} options={options} optional={optional} />
    ),
    defaultValue: () => (optional ? null : initial),
    parse: (value) => (value === undefined ? null : (value as Choice)),
    serialize: (value) => ({ value: value ?? undefined }),
    validate: (value) => value,
  });
}

/**
 * Yes/no. With a default (`noindex`, `featured`) it is a checkbox and the default is not
 * written; without one (`open` on a tree list, whose absence means yes) it is a choice
 * of not set / yes / no, so a file keeps saying what it said.
 */
export function yesNo({ label, description, defaultValue }: Labelled & { defaultValue: boolean | undefined }) {
  if (defaultValue === undefined) {
    const field = choice({ label, description, options: ['yes', 'no'], optional: true });
    return basic<Choice | null>({
      ...field,
      label,
      parse: (value) => (value === undefined ? null : value === true ? 'yes' : 'no'),
      serialize: (value) => ({ value: value === null ? undefined : value === 'yes' }),
    });
  }
  return basic<boolean>({
    label,
    Input: (props) => <CheckboxInput {...props} label={label} description={description} />,
    defaultValue: () => defaultValue,
    parse: (value) => (value === undefined ? defaultValue : value === true),
    serialize: (value) => ({ value: value === defaultValue ? undefined : value }),
    validate: (value) => value,
  });
}

/** A JSON object typed as text (StructuredData's `data`); the check judges what it holds. */
export function json({ label, description }: Labelled) {
  return basic<string>({
    label,
    Input: (props) => <JsonInput {...props} label={label} description={description} />,
    defaultValue: () => '',
    parse: (value) => (value === undefined ? '' : JSON.stringify(value, null, 2)),
    serialize: (value) => {
      if (value.trim() === '') return { value: undefined };
      try {
        return { value: JSON.parse(value) as FormFieldStoredValue };
      } catch {
        return { value }; // Not JSON: left as text, so the check names the problem.
      }
    },
    validate: (value) => value,
  });
}

type Members = Record<string, BasicFormField<never>>;
type GroupValue = Record<string, unknown> | null;

/** A group of fields that is there or not (its members are plain form fields). */
export function optionalGroup({ label, description, members }: Labelled & { members: Members }) {
  const each = <T,>(fn: (key: string, field: BasicFormField<never>) => T) =>
    Object.fromEntries(Object.entries(members).map(([key, field]) => [key, fn(key, field)]));
  const field = basic<GroupValue>({
    label,
    Input: (props) => <OptionalGroupInput {...props} label={label} description={description} members={members} />,
    defaultValue: () => null,
    parse: (value) =>
      value === undefined
        ? null
        : each((key, member) => member.parse((value as Record<string, FormFieldStoredValue>)[key])),
    serialize: (value) => ({
      value:
        value === null
          ? undefined
          : (each((key, member) => member.serialize(value[key] as never).value) as FormFieldStoredValue),
    }),
    validate: (value) => {
      if (value !== null) for (const [key, member] of Object.entries(members)) member.validate(value[key] as never);
      return value;
    },
  });
  return Object.assign(field, { groupFields: members });
}

/**
 * A file under public/<directory>, picked from the files that exist or uploaded from the
 * computer, with a thumbnail of an image; stored as its URL.
 */
export function publicFile({
  label,
  description,
  directory,
  extensions,
}: Labelled & { directory: string; extensions: string[] }) {
  const field = fields.pathReference({
    label,
    description,
    pattern: `public/${directory}/**/*.{${extensions.join(',')}}`,
  });
  return basic<string | null>({
    ...field,
    label,
    Input: (props) => (
      <PublicFileInput {...props} original={field.Input} directory={directory} extensions={extensions} />
    ),
    parse: (value) => (typeof value === 'string' ? `public${value}` : null),
    serialize: (value) => ({ value: value === null ? undefined : value.replace(/^public/, '') }),
  });
}
