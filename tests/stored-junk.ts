import type { RegisteredValue } from '../lib/stored-values/registry';

/**
 * A plausible stored value of the wrong shape, derived from a valid one: the same keys and
 * nesting, every leaf of another type (text becomes a number, a number text, a flag "yes").
 */
export function wrongShape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wrongShape);
  if (value === null) return 7;
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongShape(v)]));
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return String(value);
  return 'yes';
}

/**
 * What another tab, an extension, an older site or a half-written value may leave under a
 * stored value's key: JSON null, broken JSON, a number, an array, the wrong shape.
 */
export const junkFor = (entry: RegisteredValue<unknown>): string[] => [
  'null',
  '{',
  '42',
  '[]',
  JSON.stringify(wrongShape(entry.example)),
];
