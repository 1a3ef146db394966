import { vi } from 'vitest';

/** A request as the page sent it to the forms service. */
interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Error | (() => Response | Promise<Response>);

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A problem+json answer as the forms service writes it. */
export const problem = (status: number, errors: unknown[] = [], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Not accepted', status, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json', ...headers },
  });

/**
 * Stands in for the forms service behind `fetch`: answers with the queued answers in
 * order (an Error is a network failure), then with 201 and a fresh reference, and records
 * every request. Restore with vi.unstubAllGlobals().
 */
export function fakeFormsService() {
  const requests: SentRequest[] = [];
  const queued: Answer[] = [];
  let served = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'https://site.example').href;
      requests.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
      const next = queued.shift() ?? json(201, { reference: `T-0000-${String(++served).padStart(4, '0')}` });
      if (next instanceof Error) throw next;
      return typeof next === 'function' ? next() : next;
    }),
  );
  return {
    requests,
    /** Queues answers for the next requests. */
    answer: (...answers: Answer[]) => void queued.push(...answers),
    /** The form POSTs (not uploads), with their JSON bodies and keys. */
    posts: () =>
      requests
        .filter((r) => r.method === 'POST' && !r.url.endsWith('/uploads'))
        .map((r) => ({
          path: new URL(r.url).pathname,
          key: r.headers.get('Idempotency-Key'),
          body: JSON.parse(String(r.body)) as Record<string, unknown>,
        })),
  };
}
