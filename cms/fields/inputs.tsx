'use client';
import type { BasicFormField, FormFieldInputProps } from '@keystatic/core';
import { Checkbox } from '@keystar/ui/checkbox';
import { FieldMessage } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { Item, Picker } from '@keystar/ui/picker';
import { TextArea } from '@keystar/ui/text-field';
import { useState, type ReactElement } from 'react';

/**
 * The editor inputs of the custom fields (fields/custom.tsx, fields/checked.tsx). They
 * live in a client module: Keystatic's API route loads the same config on the server,
 * where only the fields' parse and serialise run.
 */
interface Labelled {
  label: string;
  description?: string;
}
export type Choice = string | number;
const NONE = '(not set)';

export function ChoiceInput({
  value,
  onChange,
  autoFocus,
  label,
  description,
  options,
  optional,
}: FormFieldInputProps<Choice | null> & Labelled & { options: Choice[]; optional: boolean }) {
  const keys = [...(optional ? [NONE] : []), ...options.map(String)];
  return (
    <Picker
      label={label}
      description={description}
      autoFocus={autoFocus}
      selectedKey={value === null ? NONE : String(value)}
      onSelectionChange={(key) => onChange(key === NONE ? null : (options.find((o) => String(o) === key) ?? null))}
    >
      {keys.map((key) => (
        <Item key={key}>{key}</Item>
      ))}
    </Picker>
  );
}

export function CheckboxInput({
  value,
  onChange,
  autoFocus,
  label,
  description,
}: FormFieldInputProps<boolean> & Labelled) {
  return (
    <Checkbox isSelected={value} onChange={onChange} autoFocus={autoFocus}>
      {description ? `${label}: ${description}` : label}
    </Checkbox>
  );
}

export function JsonInput({ value, onChange, autoFocus, label, description }: FormFieldInputProps<string> & Labelled) {
  return <TextArea label={label} description={description} value={value} onChange={onChange} autoFocus={autoFocus} />;
}

type Members = Record<string, BasicFormField<never>>;

/** A group that is there or not: a checkbox, then the group's own inputs. */
export function OptionalGroupInput({
  value,
  onChange,
  autoFocus,
  forceValidation,
  label,
  description,
  members,
}: FormFieldInputProps<Record<string, unknown> | null> & Labelled & { members: Members }) {
  const defaults = () => Object.fromEntries(Object.entries(members).map(([key, field]) => [key, field.defaultValue()]));
  return (
    <Flex direction="column" gap="large">
      <Checkbox isSelected={value !== null} autoFocus={autoFocus} onChange={(on) => onChange(on ? defaults() : null)}>
        {description ? `${label}: ${description}` : label}
      </Checkbox>
      {value !== null &&
        Object.entries(members).map(([key, field]) => (
          <field.Input
            key={key}
            value={value[key] as never}
            onChange={(next: unknown) => onChange({ ...value, [key]: next })}
            autoFocus={false}
            forceValidation={forceValidation}
          />
        ))}
    </Flex>
  );
}

/**
 * A field's own input with the content check's message under it: shown once the value
 * was changed, and on a save (Keystatic sets forceValidation when a save is refused).
 */
export function CheckedInput<V>({
  original: Original,
  problem,
  label,
  ...props
}: FormFieldInputProps<V> & {
  original: (props: FormFieldInputProps<V>) => ReactElement | null;
  problem: (value: V) => string | undefined;
  label: string;
}) {
  const [touched, setTouched] = useState(false);
  const message = touched || props.forceValidation ? problem(props.value) : undefined;
  const onChange = (value: V) => {
    setTouched(true);
    props.onChange(value);
  };
  return (
    <Flex direction="column" gap="regular">
      <Original {...props} onChange={onChange} />
      {message ? <FieldMessage>{`${label} ${message}`}</FieldMessage> : null}
    </Flex>
  );
}
