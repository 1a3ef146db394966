import { ofetch, type FetchOptions } from 'ofetch';
import { HTTP_RETRIES, HTTP_RETRY_METHODS } from '../constants';

/**
 * The site's HTTP client, configured from ofetch rather than a hand-written
 * retry loop: base URL from configuration (default the site root), same-origin
 * credentials, Accept JSON or text, and up to 3 immediate retries on network errors or
 * 5xx, only for GET, HEAD, OPTIONS, PUT and DELETE (never POST or PATCH).
 */
export const HTTP_ACCEPT = 'application/json, text/plain, */*';
const RETRY_STATUS_CODES = Array.from({ length: 100 }, (_, i) => 500 + i);

function isRetryableMethod(method: string | undefined): boolean {
  return (HTTP_RETRY_METHODS as readonly string[]).includes((method ?? 'GET').toUpperCase());
}

export function createHttpClient(baseURL = process.env.NEXT_PUBLIC_API_BASE ?? '/', fetchImpl?: typeof fetch) {
  return ofetch.create(
    {
      baseURL,
      credentials: 'same-origin',
      headers: { Accept: HTTP_ACCEPT },
      retryDelay: 0,
      retryStatusCodes: RETRY_STATUS_CODES,
      onRequest({ options }: { options: FetchOptions }) {
        // ofetch would retry by its own defaults; the spec decides per method. Retries come
        // back through here with the remaining count set, which must not be reset.
        if (options.retry === undefined) options.retry = isRetryableMethod(options.method) ? HTTP_RETRIES : 0;
      },
    },
    fetchImpl ? { fetch: fetchImpl } : undefined,
  );
}

export const http = createHttpClient();
