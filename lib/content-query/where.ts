import { asList, matchesField } from './operators';

/**
 * The `where` matcher of the content query engine: the Mongo-like query language of
 * LokiJS, which @nuxt/content v1 used, with every operator v1 documents. A key holding a
 * plain value means equality (`===`); keys of one object are combined with AND; a key
 * whose value is `undefined` is ignored, so filters built from optional values work.
 * `$and` / `$or` take lists of queries, at the top level or inside one field. Dotted keys
 * reach nested fields (`variants.0.sku`) and look inside arrays of objects
 * (`'authors.name': { $contains: 'Ada' }` matches when any author's name does).
 */
export type Doc = Record<string, unknown>;
export type WhereQuery = Record<string, unknown>;

/** Every value at a dotted path; through an array of objects, one per element. */
export function valuesAt(value: unknown, path: string): unknown[] {
  const walk = (current: unknown, keys: string[]): unknown[] => {
    const [key, ...rest] = keys;
    if (key === undefined) return [current];
    if (Array.isArray(current) && !/^\d+$/.test(key)) {
      const found = current.flatMap((item) => walk(item, keys));
      return found.length > 0 ? found : [undefined];
    }
    if (current === null || typeof current !== 'object') return [undefined];
    return walk((current as Record<string, unknown>)[key], rest);
  };
  return walk(value, path.split('.'));
}

/** The first value at a dotted path (for sorting). */
export const getPath = (doc: unknown, path: string): unknown => valuesAt(doc, path)[0];

/** True when the document satisfies every key of the query. */
export function matches(doc: Doc, query: WhereQuery): boolean {
  return Object.entries(query).every(([key, condition]) => {
    if (condition === undefined) return true;
    if (key === '$and') return asList(condition, key).every((sub) => matches(doc, sub as WhereQuery));
    if (key === '$or') return asList(condition, key).some((sub) => matches(doc, sub as WhereQuery));
    if (key.startsWith('$')) throw new Error(`Unknown where operator ${key} at the top level; use $and or $or`);
    return valuesAt(doc, key).some((value) => matchesField(value, condition));
  });
}
