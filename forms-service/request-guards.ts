import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { CHALLENGE_HEADER } from '@/lib/forms/challenge';
import type { Config } from './config';
import { problem } from './problem';

/**
 * Browser routes answer posts from the site's own origin (FORMS_PUBLIC_ORIGIN, or the
 * host the request came to) and from FORMS_ALLOWED_ORIGINS. A request without Origin is
 * no browser's cross-site post (curl, a server) and passes.
 */
export function originCheck(config: Config): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || isAllowedOrigin(config, origin, new URL(c.req.url).host)) return next();
    return problem(c, 'forbiddenOrigin');
  };
}

export function isAllowedOrigin(config: Config, origin: string, host: string) {
  if (origin === config.publicOrigin || config.allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The answer headers a cross-origin page may read. */
export const EXPOSED_HEADERS = ['Retry-After', 'Idempotency-Replayed', 'Location'];

/** CORS for the allow-listed origins only, with the headers the browser must send and read. */
export const corsForAllowed = (config: Config) =>
  cors({
    origin: (origin) => (config.allowedOrigins.includes(origin) ? origin : null),
    allowMethods: ['POST', 'OPTIONS'],
    allowHeaders: ['Content-Type', 'Idempotency-Key', 'Accept', CHALLENGE_HEADER],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });

/**
 * The client's address: the socket's, or behind a proxy on this machine (FORMS_TRUST_PROXY)
 * the last X-Forwarded-For entry, which that proxy appended. Only ever used hashed.
 */
export const clientIp = (c: Context<{ Bindings: Partial<HttpBindings> }>, config: Config) =>
  clientAddress(config, c.req.header('x-forwarded-for'), c.env?.incoming?.socket?.remoteAddress);

/** clientIp() from the X-Forwarded-For header and the socket's address. */
export function clientAddress(config: Config, forwardedFor: string | undefined, socketAddress: string | undefined) {
  if (config.trustProxy) {
    const forwarded = forwardedFor?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'unknown';
}

/** True when the Content-Type is `type`, parameters such as charset aside. */
export const hasType = (c: Context, type: string) =>
  (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === type;
