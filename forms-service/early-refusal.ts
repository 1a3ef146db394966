import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROBLEM_TYPE, problemJson } from './problem';
import type { RateLimit } from './rate-limit';
import { clientAddress, EXPOSED_HEADERS, isAllowedOrigin } from './request-guards';
import type { Services } from './services';
import { formOfPath } from './submit-route';

/**
 * Answers a form POST from an address this process already knows is over its budget for
 * that form, from the Node request's headers alone, before the app sees it: the 429 the app
 * gives such an address (status, problem body, Retry-After, CORS headers), whatever else
 * the request carries (a missing key, another type, a body too large), with the body left
 * unread. Through the app, each such answer costs a Request, a Response and
 * the middleware; here, a flood from one address costs about a third of that, and the
 * visitors beside it keep their share of the CPU. A flood's answers are not logged one by
 * one: the app logged the 429 that put the address over its budget.
 *
 * Returns whether it answered; anything else (another method or path, an origin the app
 * refuses, an address within its budget) is left to the app.
 */
export function earlyRefusal(s: Services, perIpAndForm: RateLimit) {
  const { json } = problemJson('rateLimited');
  const length = String(Buffer.byteLength(json));
  const exposed = EXPOSED_HEADERS.join(',');
  /** `path` is the request's path under the forms' base, e.g. `contact` for /api/forms/contact. */
  return (path: string, req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST') return false;
    const form = formOfPath(path);
    if (!form) return false;
    const origin = req.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(s.config, origin, req.headers.host ?? '')) return false;
    const forwardedFor = req.headers['x-forwarded-for'];
    const address = clientAddress(
      s.config,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      req.socket.remoteAddress,
    );
    const wait = perIpAndForm.knownBlocked(`${s.hash(address)}:${form}`);
    if (wait === undefined) return false;
    // As the app's cors() answers any POST: Vary and the exposed headers always, the origin
    // when it is allow-listed.
    const cors = {
      ...(origin !== undefined && s.config.allowedOrigins.includes(origin)
        ? { 'Access-Control-Allow-Origin': origin }
        : {}),
      'Access-Control-Expose-Headers': exposed,
      Vary: 'Origin',
    };
    res
      .writeHead(429, { ...cors, 'Content-Type': PROBLEM_TYPE, 'Content-Length': length, 'Retry-After': String(wait) })
      .end(json);
    return true;
  };
}
