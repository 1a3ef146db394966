import { PAGINATION, SITE_LOCALE } from '../constants';
import { SEARCH_FIELDS, searchDocs, searchFromObject, type SearchSpec } from './search';
import { getPath, matches, type Doc, type WhereQuery } from './where';

/**
 * The content query engine, with the semantics of @nuxt/content v1's query
 * builder: chain `only`, `without`, `sortBy`, `limit`, `skip`, `where`, `search` and
 * `surround`, then `fetch()`. Pure: it runs over the array of documents it is given.
 *  - `where` calls add up with AND (operators in ./where.ts); `sortBy` calls make one
 *    compound sort, first key first, direction `asc`/`desc` in any case;
 *  - `search(text)` finds documents holding every term, `search(field, text)` any term in
 *    that field (./search.ts), by relevance unless `sortBy` is also given (v1's
 *    sortByScoring); empty terms, like v1's falsy query, leave every document in;
 *  - `surround` ignores skip/limit and returns `before + after` neighbours, `null` where
 *    none; each neighbour keeps the key the argument names (`path` when it starts with
 *    `/`, else `slug`), whatever only/without say.
 * Deliberate differences from v1, each pinned by a test:
 *  - sorting is natural and case-insensitive (`item 2` before `item 10`, `apple` beside
 *    `Apple`), where LokiJS compared strings by code point;
 *  - repeated `only` and `without` calls add up, where v1 kept only the last call's keys,
 *    and their place in the chain does not matter: v1 lost the surround key (and so every
 *    neighbour) when `only` came after `surround`;
 *  - `surround` with counts other than 1 gives the neighbours in list order, every slot
 *    filled; v1 put the earlier ones nearest first and filled the wrong number of later slots;
 *  - `search(text)` wants every term in the document, each in any of the fields; v1 wanted
 *    them all in one field;
 *  - words are split at punctuation as well as spaces (`HDMI-passthrough` holds `passthrough`), where v1
 *    split at spaces only;
 *  - terms shorter than 4 characters forgive no typo: as-you-type, v1's rule let `usb` find
 *    every word starting `us` (./typos.ts);
 *  - v1's object form is read for its field, value and operator only; fuzziness and prefix
 *    follow the rules above.
 */
type SortDirection = 'asc' | 'desc';
interface SurroundOptions {
  before?: number;
  after?: number;
}

/** The limit must be a number greater than 0, else it falls back to PAGINATION.defaultLimit (5). */
export function normalizeLimit(n: unknown): number {
  const value = typeof n === 'string' ? Number.parseInt(n, 10) : n;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : PAGINATION.defaultLimit;
}

function normalizeSkip(n: unknown): number {
  const value = typeof n === 'string' ? Number.parseInt(n, 10) : n;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

const toKeys = (keys: string | string[]) => (Array.isArray(keys) ? keys : [keys]);

const natural = new Intl.Collator(SITE_LOCALE.code, { numeric: true, sensitivity: 'accent' });

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  // Missing values sort first, as in LokiJS.
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return natural.compare(String(a), String(b));
}

/** The key `surround()` finds a document by, which each neighbour keeps so a link to it can be built. */
const surroundKey = (slugOrPath: string) => (slugOrPath.startsWith('/') ? 'path' : 'slug');

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
  private searchSpec?: SearchSpec;
  private surroundAt?: { slugOrPath: string; before: number; after: number };

  constructor(private readonly docs: readonly T[]) {}

  only(keys: string | string[]) {
    this.onlyKeys = [...(this.onlyKeys ?? []), ...toKeys(keys)];
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
  sortBy(key: string, direction: SortDirection | Uppercase<SortDirection> = 'asc') {
    const lower = String(direction).toLowerCase();
    if (lower !== 'asc' && lower !== 'desc')
      throw new Error(`sortBy direction must be "asc" or "desc", got "${String(direction)}"`);
    this.sortKeys.push([key, lower]);
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
  /** Page `n` (from 1) of a listing, 20 per page by default (PAGINATION.perPage); skip + limit underneath. */
  paginate(n: number | string, perPage: number | string = PAGINATION.perPage) {
    const size = normalizeLimit(perPage);
    const pageNumber = Math.max(1, Number.parseInt(String(n), 10) || 1);
    return this.skip((pageNumber - 1) * size).limit(size);
  }
  /**
   * `search(terms)` over title, description and body, `search(field, terms)` in one field,
   * or v1's object form (see searchFromObject). Empty terms leave the results as they are.
   */
  search(fieldOrTerms: string | object, terms?: string) {
    const spec =
      typeof fieldOrTerms === 'object' && fieldOrTerms !== null
        ? searchFromObject(fieldOrTerms)
        : terms === undefined
          ? { terms: fieldOrTerms, fields: SEARCH_FIELDS, matchAll: true }
          : { terms, fields: [fieldOrTerms], matchAll: false };
    if (typeof spec.terms !== 'string' || spec.fields.some((field) => typeof field !== 'string'))
      throw new Error(`search() takes text to search for, got ${JSON.stringify(spec.terms)}`);
    this.searchSpec = spec.terms.trim() ? spec : undefined;
    return this;
  }
  surround(slugOrPath: string, { before = 1, after = 1 }: SurroundOptions = {}): SurroundQuery<T> {
    this.surroundAt = { slugOrPath, before: Math.max(0, before), after: Math.max(0, after) };
    return this as unknown as SurroundQuery<T>;
  }

  fetch(): Partial<T>[] {
    let result = this.docs.filter((doc) => this.wheres.every((query) => matches(doc, query)));
    if (this.searchSpec) result = searchDocs(result, this.searchSpec);
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
    const key = surroundKey(slugOrPath);
    const index = list.findIndex((doc) => doc[key] === slugOrPath);
    const at = (i: number) => (index >= 0 && i >= 0 && i < list.length ? this.project(list[i]!, [key]) : null);
    const prev = Array.from({ length: before }, (_, k) => at(index - before + k));
    const next = Array.from({ length: after }, (_, k) => at(index + 1 + k));
    return [...prev, ...next];
  }

  /** The document with only/without applied; `keep` keys stay whatever those say. */
  private project(doc: T, keep: readonly string[] = []): Partial<T> {
    const wanted = (key: string) =>
      keep.includes(key) || ((this.onlyKeys ?? [key]).includes(key) && !this.withoutKeys.includes(key));
    return Object.fromEntries(
      Object.keys(doc)
        .filter(wanted)
        .map((key) => [key, doc[key]]),
    ) as Partial<T>;
  }
}

/** `query(docs).where({...}).sortBy('date', 'desc').limit(5).fetch()` */
export const query = <T extends Doc>(docs: readonly T[]) => new ContentQuery<T>(docs);
