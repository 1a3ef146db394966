import { FORM_UPLOADS } from './upload-limits';

/**
 * The vocabulary of form declarations (lib/forms/declarations/): a field says how it is
 * drawn and, as plain data in `rule`, what it accepts. Nothing here imports zod: the
 * declarations are read by the server markup and by the live form before any validation
 * code is needed; lib/forms/schema.ts turns the rules into the zod/mini schema when the
 * form first validates.
 */

/** What a field accepts. Messages are the visitor's, verbatim. */
export type Rule =
  /** Trimmed, not empty, `min` to `max` characters; `label` starts the messages ("Enter your name"). */
  | { kind: 'text'; label: string; min: number; max: number; tooLong?: string }
  /** Trimmed, at most `max` characters, may be empty. */
  | { kind: 'optional-text'; max: number }
  | { kind: 'email' }
  /** Trimmed (and upper-cased) text that matches `pattern`; `optional` allows empty. */
  | { kind: 'pattern'; pattern: RegExp; message: string; optional?: boolean; upperCase?: boolean }
  /** One of the field's options; the message is "Choose {what}". */
  | { kind: 'choice'; what: string }
  /** One of the form's products. */
  | { kind: 'product' }
  /** Trimmed and upper-cased; the form checks it against the chosen product (FormDecl.serial). */
  | { kind: 'serial' }
  | { kind: 'purchase-date' }
  /** A box that must be ticked. */
  | { kind: 'accepted'; message: string }
  /** A yes/no choice that starts as `initial`. */
  | { kind: 'flag'; initial: boolean }
  /** Files uploaded first (POST `${endpoint}/uploads`), sent as their upload ids: at most `max`, may be none. */
  | { kind: 'attachments'; max: number };

export type FieldType =
  'text' | 'email' | 'tel' | 'url' | 'date' | 'textarea' | 'select' | 'checkbox' | 'product' | 'serial' | 'file';

export interface FieldDef {
  name: string;
  label: string;
  type: FieldType;
  rule: Rule;
  /** Marked required for assistive technology; the rule decides what is valid. */
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  options?: ReadonlyArray<{ value: string; label: string }>;
  rows?: number;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
  /**
   * What the team's e-mail and the e-mail fallback call the field, where its label speaks
   * to the visitor ("Your name", a question, a sentence to tick): "Name: Dana Whitfield".
   */
  inMail?: string;
}

/** Everything about one form: its fields and rules, where it is sent, what it says. */
export interface FormDecl {
  id: string;
  /** Path under the forms endpoint: POST `${endpoint}/${path}`. */
  path: string;
  /** Which products the product field offers. */
  products?: 'all' | 'hardware';
  /**
   * How the serial number is checked against the chosen product: always needed, or only
   * for products with a serial format (the ticket form also serves software).
   */
  serial?: 'required' | 'when-formatted';
  /** Where the e-mail fallback goes when no forms endpoint is configured. */
  mailTo: string;
  subject: string;
  submit: string;
  /**
   * The success panel; `mail` is what the visitor's confirmation e-mail says happens next
   * where the panel's body would not read right in it (the body when absent).
   */
  success: { title: string; body: string; mail?: string };
  fields: readonly FieldDef[];
}

type FieldExtras = Partial<Omit<FieldDef, 'name' | 'label' | 'type' | 'rule'>>;

const OPTIONAL_RULES: ReadonlySet<Rule['kind']> = new Set(['optional-text', 'serial', 'flag', 'attachments']);
const isRequired = (rule: Rule) => !OPTIONAL_RULES.has(rule.kind) && !(rule.kind === 'pattern' && rule.optional);

/** A field of any type; `required` follows from the rule unless given. */
export function field(type: FieldType, name: string, label: string, rule: Rule, extras: FieldExtras = {}): FieldDef {
  return { name, label, type, required: isRequired(rule), ...extras, rule };
}

/** A select whose option values are written once, here; the rule accepts exactly those. */
export function select(
  name: string,
  label: string,
  what: string,
  options: Record<string, string>,
  extras: FieldExtras = {},
): FieldDef {
  return field(
    'select',
    name,
    label,
    { kind: 'choice', what },
    {
      ...extras,
      options: Object.entries(options).map(([value, text]) => ({ value, label: text })),
    },
  );
}

/** Required text with the site's usual messages. */
export const text = (label: string, min: number, max: number, tooLong?: string): Rule => ({
  kind: 'text',
  label,
  min,
  max,
  tooLong,
});

/** A free-text message: at least `min` characters, at most 5000. */
export const message = (label: string, min = 20): Rule => text(label, min, 5000, 'Keep this under 5000 characters');

export const optionalText = (max: number): Rule => ({ kind: 'optional-text', max });

export const matches = (pattern: RegExp, message: string, options: { optional?: boolean; upperCase?: boolean } = {}) =>
  ({ kind: 'pattern', pattern, message, ...options }) satisfies Rule;

export const website = (): Rule => matches(/^https?:\/\/\S+\.\S+$/, 'Enter the full address, starting with https://');

export const accepted = (message: string): Rule => ({ kind: 'accepted', message });

/** Up to FORM_UPLOADS.maxFiles files, none needed. */
export const attachments = (): Rule => ({ kind: 'attachments', max: FORM_UPLOADS.maxFiles });

/** A field's starting value: a yes/no choice its `initial`, another checkbox unticked, files none, the rest empty. */
export const initialValue = (field: FieldDef): string | boolean | string[] =>
  field.rule.kind === 'flag'
    ? field.rule.initial
    : field.rule.kind === 'attachments'
      ? []
      : field.type === 'checkbox'
        ? false
        : '';
