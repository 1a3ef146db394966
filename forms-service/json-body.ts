import { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** The body was longer than the limit: the reading stopped there. */
export const TOO_LARGE = Symbol('too large');

type Ctx = Context<{ Bindings: Partial<HttpBindings> }>;

/** A declared Content-Length over `maxBytes`: refused before a byte of the body is read. */
export function declaredTooLarge(c: Context, maxBytes: number): boolean {
  const declared = c.req.header('content-length');
  return declared !== undefined && Number(declared) > maxBytes;
}

/**
 * The request body as text, or TOO_LARGE as soon as it passes `maxBytes` (a chunked body
 * declares no length). On a node:http server it is read from the Node request itself:
 * going through the web Request would build a ReadableStream, an AbortSignal and a copy
 * per request, a measurable share of the service's time under load. In-process requests
 * (tests, app.request) are read through the web Request.
 */
export async function readText(c: Ctx, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  const incoming = c.env?.incoming;
  if (incoming instanceof IncomingMessage) return readIncoming(incoming, maxBytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader!.cancel();
      return TOO_LARGE;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<string | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      // The rest is drained unread, so the socket stays usable for the 413.
      incoming.off('data', onData);
      incoming.resume();
      resolve(TOO_LARGE);
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.complete) reject(new Error('the client closed the request before its end'));
    });
  });
}
