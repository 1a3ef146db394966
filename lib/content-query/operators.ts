/** The operators of `where` (LokiJS's, as @nuxt/content v1 documents them), applied to one field's value. */
const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$between',
  '$in',
  '$nin',
  '$contains',
  '$containsAny',
  '$containsNone',
  '$regex',
  '$size',
  '$type',
  '$exists',
  '$not',
  '$and',
  '$or',
] as const;
type Operator = (typeof OPERATORS)[number];

const asNumber = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : undefined;

/**
 * Order of two values as JavaScript's `<` gives it: strings by code point, numbers (and a
 * number against a numeric string) by value, dates by time. Anything else, a missing
 * value included, is not comparable and never matches a comparison.
 */
function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  const x = asNumber(a);
  const y = asNumber(b);
  return x === undefined || y === undefined ? undefined : x - y;
}

const ordered = (a: unknown, b: unknown, test: (c: number) => boolean) => {
  const c = compare(a, b);
  return c !== undefined && test(c);
};

/** LokiJS `$contains`: array membership, substring, or own key of an object. */
function contains(value: unknown, item: unknown): boolean {
  if (Array.isArray(value)) return value.includes(item);
  if (typeof value === 'string') return typeof item === 'string' && value.includes(item);
  if (value && typeof value === 'object') return typeof item === 'string' && Object.hasOwn(value, item);
  return false;
}

function toRegExp(pattern: unknown): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (typeof pattern === 'string') return new RegExp(pattern);
  if (Array.isArray(pattern) && typeof pattern[0] === 'string')
    return new RegExp(pattern[0], typeof pattern[1] === 'string' ? pattern[1] : '');
  throw new Error(`$regex expects a RegExp, a string or [pattern, flags], got ${JSON.stringify(pattern)}`);
}

export const asList = (condition: unknown, op: string): unknown[] => {
  if (!Array.isArray(condition)) throw new Error(`${op} expects an array, got ${JSON.stringify(condition)}`);
  return condition;
};

/** LokiJS `$type` names: typeof, plus 'array' and 'date'. */
const typeName = (value: unknown) =>
  Array.isArray(value) ? 'array' : value instanceof Date ? 'date' : value === null ? 'null' : typeof value;

const items = (condition: unknown) => (Array.isArray(condition) ? condition : [condition]);

function applyOperator(op: Operator, value: unknown, operand: unknown): boolean {
  switch (op) {
    case '$eq':
      return value === operand;
    case '$ne':
      return value !== operand;
    case '$gt':
      return ordered(value, operand, (c) => c > 0);
    case '$gte':
      return ordered(value, operand, (c) => c >= 0);
    case '$lt':
      return ordered(value, operand, (c) => c < 0);
    case '$lte':
      return ordered(value, operand, (c) => c <= 0);
    case '$between': {
      const [low, high] = asList(operand, op);
      return ordered(value, low, (c) => c >= 0) && ordered(value, high, (c) => c <= 0);
    }
    case '$in':
      return asList(operand, op).includes(value);
    case '$nin':
      return !asList(operand, op).includes(value);
    case '$contains':
      return items(operand).every((item) => contains(value, item));
    case '$containsAny':
      return items(operand).some((item) => contains(value, item));
    case '$containsNone':
      return !items(operand).some((item) => contains(value, item));
    case '$regex': {
      const regex = toRegExp(operand);
      return items(value).some((item) => typeof item === 'string' && regex.test(item));
    }
    case '$size':
      return Array.isArray(value) && matchesField(value.length, operand);
    case '$type':
      return matchesField(typeName(value), operand);
    case '$exists':
      return (value !== undefined) === Boolean(operand);
    case '$not':
      return !matchesField(value, operand);
    case '$and':
      return asList(operand, op).every((sub) => matchesField(value, sub));
    case '$or':
      return asList(operand, op).some((sub) => matchesField(value, sub));
  }
}

const isOperatorObject = (condition: unknown): condition is Record<string, unknown> =>
  condition !== null &&
  typeof condition === 'object' &&
  !Array.isArray(condition) &&
  !(condition instanceof RegExp) &&
  !(condition instanceof Date) &&
  Object.keys(condition).length > 0 &&
  Object.keys(condition).every((key) => key.startsWith('$'));

export function matchesField(value: unknown, condition: unknown): boolean {
  if (!isOperatorObject(condition)) return value === condition;
  return Object.entries(condition).every(([op, operand]) => {
    if (!(OPERATORS as readonly string[]).includes(op))
      throw new Error(`Unknown where operator ${op}; use one of ${OPERATORS.join(' ')}`);
    return applyOperator(op as Operator, value, operand);
  });
}
