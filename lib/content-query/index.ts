export { query, normalizeLimit } from './query';
export { matches } from './where';
