import { query } from '../content-query';
import type { DbDocument, DbKind } from './types';

/** Kinds the header search links to: pages, products, releases and stories (FAQs have no page). */
const SEARCHABLE_KINDS: DbKind[] = ['product', 'page', 'firmware', 'software', 'story'];
const SITE_SEARCH_LIMIT = 8;

export type SearchHit = Pick<DbDocument, 'kind' | 'path' | 'title' | 'description'>;

/** Best matches for the header search, by relevance; pages kept out of search engines stay out here too. */
export function siteSearch(documents: DbDocument[], terms: string, limit = SITE_SEARCH_LIMIT): SearchHit[] {
  if (!terms.trim()) return [];
  return query(documents)
    .where({ kind: { $in: SEARCHABLE_KINDS }, path: { $exists: true }, noindex: { $ne: true } })
    .search(terms)
    .only(['kind', 'path', 'title', 'description'])
    .limit(limit)
    .fetch() as SearchHit[];
}
