import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HTTP_ACCEPT } from '@/lib/http/client';

function fakeFetch(responses: Array<Response | Error>) {
  const calls: Request[] = [];
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(
      new Request(
        typeof input === 'string' || input instanceof URL ? new URL(input.toString(), 'http://test') : input,
        init,
      ),
    );
    const next =
      responses.shift() ?? new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    if (next instanceof Error) throw next;
    return next;
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

const ok = () => new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
const fail = (status: number) => new Response('nope', { status });

describe('http client retries', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])('retries %s up to 3 times on 5xx', async (method) => {
    const { impl, calls } = fakeFetch([fail(503), fail(500), fail(502), fail(504)]);
    const client = createHttpClient('http://test/', impl);
    await expect(client('/x', { method })).rejects.toThrow();
    expect(calls).toHaveLength(4);
  });

  it('stops retrying once a try succeeds', async () => {
    const { impl, calls } = fakeFetch([fail(500), ok()]);
    const client = createHttpClient('http://test/', impl);
    await expect(client('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries on network errors', async () => {
    const { impl, calls } = fakeFetch([new TypeError('Failed to fetch'), ok()]);
    const client = createHttpClient('http://test/', impl);
    await expect(client('/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    const { impl, calls } = fakeFetch([fail(500), ok()]);
    const client = createHttpClient('http://test/', impl);
    await expect(client('/x', { method, body: {} })).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('does not retry on 4xx', async () => {
    const { impl, calls } = fakeFetch([fail(404), ok()]);
    const client = createHttpClient('http://test/', impl);
    await expect(client('/x')).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });

  it('sends same-origin credentials and the Accept header, relative to the base URL', async () => {
    const { impl, calls } = fakeFetch([ok()]);
    const client = createHttpClient('http://test/api/', impl);
    await client('things');
    expect(calls[0]?.url).toBe('http://test/api/things');
    expect(calls[0]?.headers.get('accept')).toBe(HTTP_ACCEPT);
    expect(calls[0]?.credentials).toBe('same-origin');
  });
});
