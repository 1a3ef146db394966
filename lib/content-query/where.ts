/**
 * The `where` matcher of the content query engine: a subset of the Mongo-like query
 * language of LokiJS, which @nuxt/content v1 used. A key holding a plain value means
 * equality; keys of one object are combined with AND; `$and` / `$or` take lists of
 * queries. Dotted keys reach nested fields (`variants.0.sku`).
 */
export type Doc = Record<string, unknown>;
export type WhereQuery = Record<string, unknown>;

const OPERATORS = [
  '$eq',
  '$ne',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$in',
  '$nin',
  '$contains',
  '$containsAny',
  '$regex',
  '$exists',
] as const;
type Operator = (typeof OPERATORS)[number];

export function getPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Numbers with numbers, strings with strings (ISO dates sort as strings); anything else never matches. */
function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return undefined;
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

const asList = (condition: unknown, op: string): unknown[] => {
  if (!Array.isArray(condition)) throw new Error(`${op} expects an array, got ${JSON.stringify(condition)}`);
  return condition;
};

function applyOperator(op: Operator, value: unknown, condition: unknown): boolean {
  switch (op) {
    case '$eq':
      return value === condition;
    case '$ne':
      return value !== condition;
    case '$gt':
      return ordered(value, condition, (c) => c > 0);
    case '$gte':
      return ordered(value, condition, (c) => c >= 0);
    case '$lt':
      return ordered(value, condition, (c) => c < 0);
    case '$lte':
      return ordered(value, condition, (c) => c <= 0);
    case '$in':
      return asList(condition, op).includes(value);
    case '$nin':
      return !asList(condition, op).includes(value);
    case '$contains':
      return (Array.isArray(condition) ? condition : [condition]).every((item) => contains(value, item));
    case '$containsAny':
      return (Array.isArray(condition) ? condition : [condition]).some((item) => contains(value, item));
    case '$regex':
      return typeof value === 'string' && toRegExp(condition).test(value);
    case '$exists':
      return (value !== undefined) === Boolean(condition);
  }
}

const isOperatorObject = (condition: unknown): condition is Record<string, unknown> =>
  condition !== null &&
  typeof condition === 'object' &&
  !Array.isArray(condition) &&
  !(condition instanceof RegExp) &&
  Object.keys(condition).length > 0 &&
  Object.keys(condition).every((key) => key.startsWith('$'));

function matchesField(value: unknown, condition: unknown): boolean {
  if (!isOperatorObject(condition)) return value === condition;
  return Object.entries(condition).every(([op, operand]) => {
    if (!(OPERATORS as readonly string[]).includes(op))
      throw new Error(`Unknown where operator ${op}; use one of ${OPERATORS.join(' ')}`);
    return applyOperator(op as Operator, value, operand);
  });
}

/** True when the document satisfies every key of the query. */
export function matches(doc: Doc, query: WhereQuery): boolean {
  return Object.entries(query).every(([key, condition]) => {
    if (key === '$and') return asList(condition, key).every((sub) => matches(doc, sub as WhereQuery));
    if (key === '$or') return asList(condition, key).some((sub) => matches(doc, sub as WhereQuery));
    if (key.startsWith('$')) throw new Error(`Unknown where operator ${key} at the top level; use $and or $or`);
    return matchesField(getPath(doc, key), condition);
  });
}
