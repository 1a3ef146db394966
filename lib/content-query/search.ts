import MiniSearch, { type Query } from 'minisearch';
import { typoMatches } from './typos';
import { valuesAt, type Doc } from './where';

/**
 * Full-text search of the query engine, as @nuxt/content v1's `search()` behaves:
 *  - `search(text)` finds the documents holding every term (v1 matched with operator
 *    'and'), so a second word narrows the results; `search(field, text)` those holding any
 *    of the terms in that field (v1 left its match at the default operator, 'or');
 *  - a term matches the words it begins (`record` finds `recorder`) and, from 4 characters on,
 *    the words that begin within one typo of it (./typos.ts), which weigh less;
 *  - documents holding more of the terms come first, then the better score (a title hit
 *    weighs more than a body hit).
 * Where this differs from v1 is listed in ./query.ts.
 */
export const SEARCH_FIELDS = ['title', 'description', 'body'] as const;

export interface SearchSpec {
  terms: string;
  fields: readonly string[];
  /** Every term must be found (v1's operator 'and'); otherwise any one will do. */
  matchAll: boolean;
}

interface MatchQuery {
  type: 'match';
  field: string;
  value: string;
  operator?: 'and' | 'or';
}

const isMatch = (clause: unknown): clause is MatchQuery => {
  const c = clause as Partial<MatchQuery> | null;
  return (
    c?.type === 'match' &&
    typeof c.field === 'string' &&
    typeof c.value === 'string' &&
    (c.operator === undefined || c.operator === 'and' || c.operator === 'or')
  );
};

/**
 * v1 passed an object argument straight to LokiJS full-text search. The two forms v1
 * itself builds are understood: `{ query: { type: 'match', field, value, operator } }` and
 * `{ query: { type: 'bool', should: [match, ...] } }` with one value and one operator;
 * anything else is refused with a message instead of failing later.
 */
export function searchFromObject(query: unknown): SearchSpec {
  const inner = (query as { query?: { type?: unknown; should?: unknown } } | null)?.query;
  if (isMatch(inner)) return { terms: inner.value, fields: [inner.field], matchAll: inner.operator === 'and' };
  if (inner?.type === 'bool' && Array.isArray(inner.should) && inner.should.every(isMatch)) {
    const [first] = inner.should;
    if (first && inner.should.every((clause) => clause.value === first.value && clause.operator === first.operator))
      return {
        terms: first.value,
        fields: inner.should.map((clause) => clause.field),
        matchAll: first.operator === 'and',
      };
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

const normalize = (word: string) => word.toLowerCase();
const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** A word found through a typo counts for less than the words the term begins (MiniSearch's own fuzzy weight). */
const TYPO_WEIGHT = 0.45;

/** One term of the search: the words it begins, or the words found through a typo in it. */
const termQuery = (term: string, typos: string[]): Query => ({
  combineWith: 'OR',
  queries: [
    { queries: [term], prefix: true },
    { queries: typos, boostTerm: () => TYPO_WEIGHT },
  ],
});

/** Documents holding every term (`matchAll`) or any of them, best first. */
export function searchDocs<T extends Doc>(docs: readonly T[], { terms, fields, matchAll }: SearchSpec): T[] {
  const vocabulary = new Set<string>();
  const index = new MiniSearch<Doc>({
    idField: '__i',
    fields: [...fields],
    extractField: (doc, field) => (field === '__i' ? String(doc.__i) : fieldText(doc, field)),
    // Every indexed word passes here: the words a typo is looked up among.
    processTerm: (word) => {
      const term = normalize(word);
      vocabulary.add(term);
      return term;
    },
    searchOptions: { processTerm: normalize, boost: { title: 3, description: 1.5 } },
  });
  index.addAll(docs.map((doc, i) => ({ ...doc, __i: i })));
  const clauses = [...new Set(tokenize(terms).map(normalize).filter(Boolean))].map((term) => ({
    term,
    typos: new Set(typoMatches(term, vocabulary)),
  }));
  const hits = index.search({
    combineWith: matchAll ? 'AND' : 'OR',
    queries: clauses.map(({ term, typos }) => termQuery(term, [...typos])),
  });
  const termsFound = (found: string[]) =>
    clauses.filter(({ term, typos }) => found.some((word) => word === term || typos.has(word))).length;
  return hits
    .map((hit, rank) => ({ hit, rank, matched: termsFound(hit.queryTerms) }))
    .sort((a, b) => b.matched - a.matched || a.rank - b.rank)
    .map(({ hit }) => docs[Number(hit.id)]!);
}
