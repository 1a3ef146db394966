import type { Context } from 'hono';
import { StorageError } from './db/types';
import { problem } from './problem';
import type { Services } from './services';

/**
 * The answer to a request whose handler threw: 503 with Retry-After when the store is
 * down (the form keeps its draft and tries again), 500 for anything else. Both logged,
 * without the request's content.
 */
export function failureAnswer(s: Services, error: Error, c: Context): Response {
  if (error instanceof StorageError) {
    s.log.error('storage unavailable', { error: error.message });
    return problem(c, 'unavailable', { retryAfterS: s.policy.storageRetryAfterS });
  }
  s.log.error('failed', { error: error.message });
  return problem(c, 'failed');
}
