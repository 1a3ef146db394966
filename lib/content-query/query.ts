import MiniSearch from 'minisearch';
import { PAGINATION, SITE_LOCALE } from '../constants';
import { getPath, matches, type Doc, type WhereQuery } from './where';

/**
 * The content query engine (spec §3), with the semantics of @nuxt/content v1's query
 * builder: chain `only`, `without`, `sortBy`, `limit`, `skip`, `where`, `search` and
 * `surround`, then `fetch()`. Pure: it runs over the array of documents it is given.
 *  - `where` calls add up with AND; `sortBy` calls make one compound sort, first key first;
 *  - `search` orders by relevance unless `sortBy` is also given (v1's sortByScoring);
 *  - `surround` ignores skip/limit and returns `before + after` neighbours, `null` where none.
 */
type SortDirection = 'asc' | 'desc';
interface SurroundOptions {
  before?: number;
  after?: number;
}

const SEARCH_FIELDS = ['title', 'description', 'body'] as const;

/** Spec §5: the limit must be a number greater than 0, else it falls back to 5. */
export function normalizeLimit(n: unknown): number {
  const value = typeof n === 'string' ? Number.parseInt(n, 10) : n;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : PAGINATION.defaultLimit;
}

function normalizeSkip(n: unknown): number {
  const value = typeof n === 'string' ? Number.parseInt(n, 10) : n;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

const toKeys = (keys: string | string[]) => (Array.isArray(keys) ? keys : [keys]);

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Missing values sort first, as in LokiJS.
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), SITE_LOCALE.code, { numeric: true });
}

/** Documents ordered by relevance for the terms, best first; no terms → none. */
function searchDocs<T extends Doc>(docs: T[], terms: string, fields: readonly string[] = SEARCH_FIELDS): T[] {
  if (!terms.trim()) return [];
  const index = new MiniSearch<Doc>({
    idField: '__i',
    fields: [...fields],
    extractField: (doc, field) => {
      const value = field === '__i' ? doc.__i : getPath(doc, field);
      return Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value);
    },
    searchOptions: {
      prefix: true,
      fuzzy: (term) => (term.length > 4 ? 1 : 0),
      combineWith: 'AND',
      boost: { title: 3, description: 1.5 },
    },
  });
  index.addAll(docs.map((doc, i) => ({ ...doc, __i: i })));
  return index.search(terms).map((hit) => docs[hit.id as number]!);
}

/** After `surround()`, fetch() gives the neighbours with `null` where there is none. */
interface SurroundQuery<T extends Doc> {
  only(keys: string | string[]): SurroundQuery<T>;
  without(keys: string | string[]): SurroundQuery<T>;
  where(query: WhereQuery): SurroundQuery<T>;
  sortBy(key: string, direction?: SortDirection): SurroundQuery<T>;
  fetch(): (Partial<T> | null)[];
}

class ContentQuery<T extends Doc = Doc> {
  private wheres: WhereQuery[] = [];
  private sortKeys: [string, SortDirection][] = [];
  private onlyKeys?: string[];
  private withoutKeys: string[] = [];
  private limitN?: number;
  private skipN = 0;
  private searchTerms?: { terms: string; fields: readonly string[] };
  private surroundAt?: { slugOrPath: string; before: number; after: number };

  constructor(private readonly docs: readonly T[]) {}

  only(keys: string | string[]) {
    this.onlyKeys = toKeys(keys);
    return this;
  }
  without(keys: string | string[]) {
    this.withoutKeys.push(...toKeys(keys));
    return this;
  }
  where(query: WhereQuery) {
    this.wheres.push(query);
    return this;
  }
  sortBy(key: string, direction: SortDirection = 'asc') {
    if (direction !== 'asc' && direction !== 'desc')
      throw new Error(`sortBy direction must be "asc" or "desc", got "${String(direction)}"`);
    this.sortKeys.push([key, direction]);
    return this;
  }
  limit(n: number | string) {
    this.limitN = normalizeLimit(n);
    return this;
  }
  skip(n: number | string) {
    this.skipN = normalizeSkip(n);
    return this;
  }
  /** Page `n` (from 1) of a listing, 20 per page by default (spec §9); skip + limit underneath. */
  paginate(n: number | string, perPage: number | string = PAGINATION.perPage) {
    const size = normalizeLimit(perPage);
    const pageNumber = Math.max(1, Number.parseInt(String(n), 10) || 1);
    return this.skip((pageNumber - 1) * size).limit(size);
  }
  /** `search(terms)` over title, description and body, or `search(field, terms)`. */
  search(fieldOrTerms: string, terms?: string) {
    this.searchTerms =
      terms === undefined ? { terms: fieldOrTerms, fields: SEARCH_FIELDS } : { terms, fields: [fieldOrTerms] };
    return this;
  }
  surround(slugOrPath: string, { before = 1, after = 1 }: SurroundOptions = {}): SurroundQuery<T> {
    this.surroundAt = { slugOrPath, before: Math.max(0, before), after: Math.max(0, after) };
    return this as unknown as SurroundQuery<T>;
  }

  fetch(): Partial<T>[] {
    let result = this.docs.filter((doc) => this.wheres.every((query) => matches(doc, query)));
    if (this.searchTerms) result = searchDocs(result, this.searchTerms.terms, this.searchTerms.fields);
    if (this.sortKeys.length > 0) result = [...result].sort((a, b) => this.compare(a, b));
    // A surround query is typed as SurroundQuery, whose fetch() admits the nulls.
    if (this.surroundAt) return this.neighbours(result, this.surroundAt) as Partial<T>[];
    const end = this.limitN === undefined ? undefined : this.skipN + this.limitN;
    return result.slice(this.skipN, end).map((doc) => this.project(doc));
  }

  private compare(a: T, b: T): number {
    for (const [key, direction] of this.sortKeys) {
      const order = compareValues(getPath(a, key), getPath(b, key));
      if (order !== 0) return direction === 'desc' ? -order : order;
    }
    return 0;
  }

  private neighbours(list: T[], { slugOrPath, before, after }: NonNullable<ContentQuery['surroundAt']>) {
    const index = list.findIndex((doc) => doc.slug === slugOrPath || doc.path === slugOrPath);
    const at = (i: number) => (index >= 0 && i >= 0 && i < list.length ? this.project(list[i]!) : null);
    const prev = Array.from({ length: before }, (_, k) => at(index - before + k));
    const next = Array.from({ length: after }, (_, k) => at(index + 1 + k));
    return [...prev, ...next];
  }

  private project(doc: T): Partial<T> {
    const keys = this.onlyKeys ?? Object.keys(doc);
    return Object.fromEntries(
      keys.filter((key) => key in doc && !this.withoutKeys.includes(key)).map((key) => [key, doc[key]]),
    ) as Partial<T>;
  }
}

/** `query(docs).where({...}).sortBy('date', 'desc').limit(5).fetch()` */
export const query = <T extends Doc>(docs: readonly T[]) => new ContentQuery<T>(docs);
