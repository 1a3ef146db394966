import { z } from 'zod';
import {
  byteSizeSchema,
  captionsSrcSchema,
  dateSchema,
  imageSrcSchema,
  type RefKind,
} from '../../lib/content/schemas/common';
import { TYPED_DATE } from '../../lib/format/typed-date';
import { centsSchema } from '../../lib/content/schemas/product';
import { sha256Schema } from '../../lib/content/schemas/release';
import { RELEASES_KEY } from '../../lib/content/release-order';
import { FIELD_WORDS } from './words';

/**
 * What an editor field must be, read from a zod schema of lib/content: its kind, label,
 * help text and rules. Plain data (the zod schema rides along, not enumerable, so the
 * field can validate with it), so the generated editor can be compared with a committed
 * snapshot. Nothing here is written twice: every rule comes from the schema.
 */
interface Common {
  label: string;
  description?: string;
  /** The key may be left out of the file. */
  optional: boolean;
}

export type FieldSpec =
  | (Common & {
      kind: 'text';
      minLength?: number;
      maxLength?: number;
      patterns?: string[];
      ref?: RefKind;
      multiline?: boolean;
    })
  | (Common & { kind: 'integer' | 'number'; min?: number; max?: number })
  | (Common & { kind: 'choice'; options: (string | number)[]; initial?: string | number })
  | (Common & { kind: 'boolean'; default?: boolean })
  | (Common & { kind: 'date' | 'price' | 'bytes' | 'checksum' })
  | (Common & { kind: 'reference'; to: 'product' | 'faqTopic' })
  | (Common & { kind: 'file'; ref: 'image' | 'file'; directory: string; extensions: string[] })
  | (Common & { kind: 'json' })
  | (Common & { kind: 'list'; of: FieldSpec; minItems?: number; maxItems?: number; addFirst?: true })
  | (Common & { kind: 'group'; fields: Record<string, FieldSpec> });

/** The zod schema a spec was read from (for validation with the content check's messages). */
export const zodOf = (spec: FieldSpec): z.ZodType => (spec as unknown as { [ZOD]: z.ZodType })[ZOD];
const ZOD = Symbol('zod');

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: (string | number)[];
  defaultValue?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  format?: string;
  pattern?: RegExp;
};

/** Longer copy gets a text area; titles and labels stay one line. */
const MULTILINE_KEYS = new Set(['description', 'answer', 'body', 'text', 'blurb', 'location', 'tagline']);

/** A recursive schema (the tree list's items) is unrolled this many levels; content uses 3. */
const MAX_NESTING = 4;

/** `compareAtPrice` → "Compare at price". */
export const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const metaOf = (schema: z.ZodType) =>
  z.globalRegistry.get(schema) as { description?: string; ref?: RefKind } | undefined;

const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

/** File pickers: which folder of public/ holds the choices, and the value's URL prefix. */
const FILE_PICKERS = new Map<z.ZodType, { ref: 'image' | 'file'; directory: string; extensions: string[] }>([
  [imageSrcSchema, { ref: 'image', directory: 'images', extensions: ['svg', 'png', 'jpg', 'jpeg', 'webp'] }],
  [captionsSrcSchema, { ref: 'file', directory: 'media', extensions: ['vtt'] }],
]);

/** The folders of public/ a file field picks from, with the file types each takes (uploads too). */
export const PUBLIC_FOLDERS = [...FILE_PICKERS.values()].map(({ directory, extensions }) => ({
  directory,
  extensions,
}));

/**
 * Values stored in one unit and typed in another: a price in cents is typed in dollars, a
 * size in bytes as `42 MB`, a checksum in any case. The help text says how to type them
 * (the schema's own description says how the file stores them).
 */
const UNIT_FIELDS = new Map<z.ZodType, { kind: 'date' | 'price' | 'bytes' | 'checksum'; description: string }>([
  [dateSchema, { kind: 'date', description: `Written ${TYPED_DATE.order}, like ${TYPED_DATE.example}` }],
  [centsSchema, { kind: 'price', description: 'In dollars, like $349.00' }],
  [byteSizeSchema, { kind: 'bytes', description: 'Like 42 MB or 1.2 GB; the exact number of bytes shows beside it' }],
  [sha256Schema, { kind: 'checksum', description: 'The SHA-256 checksum of the file; capitals are fine' }],
]);

function withZod<S extends FieldSpec>(spec: S, schema: z.ZodType): S {
  Object.defineProperty(spec, ZOD, { value: schema, enumerable: false });
  return spec;
}

/**
 * Describes one field; `key` names it (the label), `schema` is its zod schema as written.
 * `open` holds the object schemas being described around it: a recursive schema stops
 * (undefined) once it is MAX_NESTING levels deep.
 */
function describeField(key: string, schema: z.ZodType, open: z.ZodType[] = []): FieldSpec | undefined {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  let description = metaOf(schema)?.description;
  // Peel optional/default wrappers, keeping the first description found on the way.
  for (;;) {
    const def = inner._zod.def as unknown as Def;
    if (def.type === 'optional') optional = true;
    else if (def.type === 'default') {
      optional = true;
      defaultValue = def.defaultValue;
    } else break;
    inner = def.innerType!;
    description ??= metaOf(inner)?.description;
  }
  const meta = metaOf(inner);
  const words = FIELD_WORDS[key];
  description ??= words?.description;
  const common: Common = { label: words?.label ?? humanize(key), optional, ...(description ? { description } : {}) };
  const def = inner._zod.def as unknown as Def;

  const unit = UNIT_FIELDS.get(inner);
  if (unit) return withZod({ ...common, ...unit }, schema);
  const picker = FILE_PICKERS.get(inner);
  if (picker) return withZod({ ...common, kind: 'file', ...picker }, schema);
  if (meta?.ref === 'product' || meta?.ref === 'faqTopic')
    return withZod({ ...common, kind: 'reference', to: meta.ref }, schema);

  switch (def.type) {
    case 'string': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum;
      const maxLength = checks.find((c) => c.check === 'max_length')?.maximum;
      const patterns = checks.filter((c) => c.pattern).map((c) => c.pattern!.source);
      if (def.format === 'url') patterns.unshift('url');
      return withZod(
        {
          ...common,
          kind: 'text',
          ...(minLength !== undefined ? { minLength } : {}),
          ...(maxLength !== undefined ? { maxLength } : {}),
          ...(patterns.length ? { patterns } : {}),
          ...(meta?.ref ? { ref: meta.ref } : {}),
          ...(MULTILINE_KEYS.has(key) ? { multiline: true } : {}),
        },
        schema,
      );
    }
    case 'number': {
      const checks = checksOf(def);
      const integer = checks.some((c) => c.check === 'number_format' && c.format === 'safeint');
      const min = checks.find((c) => c.check === 'greater_than')?.value;
      const max = checks.find((c) => c.check === 'less_than')?.value;
      return withZod(
        {
          ...common,
          kind: integer ? 'integer' : 'number',
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
        },
        schema,
      );
    }
    case 'boolean':
      return withZod(
        { ...common, kind: 'boolean', ...(typeof defaultValue === 'boolean' ? { default: defaultValue } : {}) },
        schema,
      );
    case 'enum':
      return withZod({ ...common, kind: 'choice', options: Object.values(def.entries!) }, schema);
    case 'literal':
      return withZod({ ...common, kind: 'choice', options: def.values! }, schema);
    case 'record':
      return withZod({ ...common, kind: 'json' }, schema);
    case 'array': {
      const checks = checksOf(def);
      const minItems = checks.find((c) => c.check === 'min_length')?.minimum;
      const maxItems = checks.find((c) => c.check === 'max_length')?.maximum;
      const of = describeField(singular(key), def.element!, open);
      if (!of) return undefined;
      return withZod(
        {
          ...common,
          kind: 'list',
          of,
          ...(minItems !== undefined ? { minItems } : {}),
          ...(maxItems !== undefined ? { maxItems } : {}),
          // Releases are kept newest first (cms/format/yaml.ts): a new one goes at the top.
          ...(key === RELEASES_KEY ? { addFirst: true as const } : {}),
        },
        schema,
      );
    }
    case 'object':
      if (open.filter((s) => s === inner).length >= MAX_NESTING) return undefined;
      return withZod({ ...common, kind: 'group', fields: describeShape(inner, open) }, schema);
    default:
      throw new Error(`${key}: no editor field for a zod ${def.type}`);
  }
}

/** The fields of an object schema, in the schema's order (which is the file's order). */
export function describeShape(schema: z.ZodType, open: z.ZodType[] = []): Record<string, FieldSpec> {
  const shape = (schema._zod.def as unknown as Def).shape;
  if (!shape) throw new Error('describeShape needs an object schema');
  const fields: Record<string, FieldSpec> = {};
  for (const key of Object.keys(shape)) {
    const spec = describeField(key, shape[key]!, [...open, schema]);
    if (spec) fields[key] = spec;
  }
  return fields;
}

/** `slides` → "Slide", `children` → "Child": the label of one item of a list. */
function singular(key: string): string {
  if (key === 'children') return 'child';
  if (key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (key.endsWith('s') && !key.endsWith('ss')) return key.slice(0, -1);
  return key;
}

/**
 * The choice a new item starts with, where it is not the first option: `{ 'releases.files.platform':
 * 'device' }` (a firmware file is for the device). A path names fields through lists and groups.
 */
export function withInitialChoices(
  specs: Record<string, FieldSpec>,
  initial: Record<string, string | number>,
): Record<string, FieldSpec> {
  for (const [path, value] of Object.entries(initial)) {
    const [key, ...rest] = path.split('.');
    let spec: FieldSpec | undefined = specs[key!];
    for (const part of rest) {
      while (spec?.kind === 'list') spec = spec.of;
      spec = spec?.kind === 'group' ? spec.fields[part] : undefined;
    }
    while (spec?.kind === 'list') spec = spec.of;
    if (spec?.kind !== 'choice' || !spec.options.includes(value)) throw new Error(`${path}: no choice of ${value}`);
    spec.initial = value;
  }
  return specs;
}
