import type { z } from 'zod';
import type { ContentIssue } from './issues';

/**
 * zod's default messages speak to programmers ("Too small: expected number to be >=0").
 * This error map says the same in a marketer's words. Messages written on a schema win
 * over it (zod's precedence), so a field with a better, specific message keeps it.
 */
type RawIssue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
  date: 'a date like 2026-03-14',
};

const describeInput = (input: unknown): string =>
  typeof input === 'string'
    ? `the text "${input}"`
    : Array.isArray(input)
      ? 'a list'
      : input === null
        ? 'nothing'
        : typeof input === 'object'
          ? 'a group of fields'
          : String(input);

const listOf = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

function sizeMessage(issue: RawIssue & { code: 'too_small' | 'too_big' }): string {
  const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const small = issue.code === 'too_small';
  const input = issue.input;
  if (issue.origin === 'string') {
    const has = typeof input === 'string' ? ` (it has ${input.length})` : '';
    if (small && bound === 1) return 'must not be empty';
    return `must be ${small ? 'at least' : 'at most'} ${characters(bound)}${has}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    const has = Array.isArray(input) ? ` (it has ${input.length})` : '';
    return `needs ${small ? 'at least' : 'at most'} ${items(bound)}${has}`;
  }
  if (small) return issue.inclusive ? `must be ${bound} or more` : `must be more than ${bound}`;
  return issue.inclusive ? `must be ${bound} or less` : `must be less than ${bound}`;
}

function plainWords(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is required';
      const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
      const quoted = typeof issue.input === 'string' && /^(?:\d+(?:\.\d+)?|true|false)$/.test(issue.input);
      const hint = quoted ? ' (remove the quotes)' : '';
      return `must be ${expected}, not ${describeInput(issue.input)}${hint}`;
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return `must be one of ${listOf(issue.values)}, not ${describeInput(issue.input)}`;
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a full address starting with https://' : 'has the wrong form';
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'invalid_union':
      return 'does not match any of the allowed forms';
    default:
      return undefined;
  }
}

/** Field names a strict object accepts, to list next to an unknown one. */
function knownKeys(inst: unknown): string[] {
  const shape = (inst as { _zod?: { def?: { shape?: Record<string, unknown> } } })?._zod?.def?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * Parses `data` with plain-word messages; returns the value or the issues. `lineOf` maps a
 * field path to its line in the file; an unknown field is reported at its own line.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  where: {
    file: string;
    field: (path: PropertyKey[]) => string;
    lineOf: (path: PropertyKey[]) => number | undefined;
    /** The block whose props these are, e.g. `<Callout>` (unknown keys are props, not fields). */
    block?: string;
  },
): { ok: true; data: z.output<S> } | { ok: false; issues: ContentIssue[] } {
  // The object with unknown keys → the keys its schema knows (zod gives the schema only here).
  const knownByInput = new WeakMap<object, string[]>();
  const result = schema.safeParse(data, {
    reportInput: true,
    error: (issue) => {
      if (issue.code === 'unrecognized_keys' && issue.input && typeof issue.input === 'object')
        knownByInput.set(issue.input, knownKeys(issue.inst));
      return plainWords(issue);
    },
  });
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.flatMap((issue): ContentIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      const input = issue.input;
      const known = (input && typeof input === 'object' && knownByInput.get(input)) || [];
      return issue.keys.map((key) => {
        const path = [...issue.path, key];
        return {
          file: where.file,
          line: where.lineOf(path),
          field: where.field(path),
          message: where.block
            ? `is not a prop of ${where.block}${known.length ? ` (check the spelling; its props: ${known.join(', ')})` : '; it takes none'}`
            : `is not a known field (check the spelling${known.length ? `; known fields: ${known.join(', ')}` : ''})`,
        };
      });
    }
    return [
      { file: where.file, line: where.lineOf(issue.path), field: where.field(issue.path), message: issue.message },
    ];
  });
  return { ok: false, issues };
}
