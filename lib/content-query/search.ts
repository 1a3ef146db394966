import MiniSearch from 'minisearch';
import { valuesAt, type Doc } from './where';

/**
 * Full-text search of the query engine, as @nuxt/content v1's `search()` behaves: a
 * document matches when it holds ANY of the terms (v1's minimum_should_match: 1), words
 * match by prefix while typing, and a term of 4 or more characters forgives one typo
 * (`nuxy` finds `nuxt`). Documents holding more of the terms come first, then the better
 * score (a title hit weighs more than a body hit).
 */
export const SEARCH_FIELDS = ['title', 'description', 'body'] as const;

export interface SearchSpec {
  terms: string;
  fields: readonly string[];
}

interface MatchQuery {
  type: 'match';
  field: string;
  value: string;
}

const isMatch = (clause: unknown): clause is MatchQuery => {
  const c = clause as Partial<MatchQuery> | null;
  return c?.type === 'match' && typeof c.field === 'string' && typeof c.value === 'string';
};

/**
 * v1 passed an object argument straight to LokiJS full-text search. The two forms v1
 * itself builds are understood: `{ query: { type: 'match', field, value } }` and
 * `{ query: { type: 'bool', should: [match, ...] } }` with one value; anything else is
 * refused with a message instead of failing later.
 */
export function searchFromObject(query: unknown): SearchSpec {
  const inner = (query as { query?: { type?: unknown; should?: unknown } } | null)?.query;
  if (isMatch(inner)) return { terms: inner.value, fields: [inner.field] };
  if (inner?.type === 'bool' && Array.isArray(inner.should) && inner.should.length > 0 && inner.should.every(isMatch)) {
    const values = new Set(inner.should.map((clause) => clause.value));
    if (values.size === 1) return { terms: [...values][0]!, fields: inner.should.map((clause) => clause.field) };
  }
  throw new Error(
    'search() takes search text, search(field, text), or { query: { type: "match", field, value } } ' +
      `(or a "bool" query whose "should" lists such matches), got ${JSON.stringify(query)}`,
  );
}

const fieldText = (doc: Doc, field: string) =>
  valuesAt(doc, field)
    .flat()
    .filter((value) => value !== undefined && value !== null)
    .join(' ');

/** Documents holding any of the terms, best first. */
export function searchDocs<T extends Doc>(docs: readonly T[], { terms, fields }: SearchSpec): T[] {
  const index = new MiniSearch<Doc>({
    idField: '__i',
    fields: [...fields],
    extractField: (doc, field) => (field === '__i' ? String(doc.__i) : fieldText(doc, field)),
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length >= 4 ? 1 : 0),
      combineWith: 'OR',
      boost: { title: 3, description: 1.5 },
    },
  });
  index.addAll(docs.map((doc, i) => ({ ...doc, __i: i })));
  return index
    .search(terms)
    .map((hit, rank) => ({ hit, rank, matched: new Set(hit.queryTerms).size }))
    .sort((a, b) => b.matched - a.matched || a.rank - b.rank)
    .map(({ hit }) => docs[Number(hit.id)]!);
}
