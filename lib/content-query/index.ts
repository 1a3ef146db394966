export { query, ContentQuery, normalizeLimit, normalizeSkip, searchDocs, SEARCH_FIELDS } from './query';
export type { SortDirection, SurroundOptions, SurroundQuery } from './query';
export { matches, getPath } from './where';
export type { Doc, WhereQuery } from './where';
