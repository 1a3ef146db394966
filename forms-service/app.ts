import { Hono, type Handler } from 'hono';
import { adminRoutes } from './admin-routes';
import { newsletterRoutes } from './newsletter/routes';
import { earlyRefusal } from './early-refusal';
import { failureAnswer } from './failure';
import { problem } from './problem';
import { rateLimit } from './rate-limit';
import { corsForAllowed, originCheck } from './request-guards';
import type { Services } from './services';
import { submitHandlers } from './submit-route';
import { uploadHandlers } from './upload-route';

export const BASE = '/api/forms';

/**
 * The forms service as a Hono app: every route under /api/forms. Tests drive it with
 * app.request(); serve.ts puts it on a port, and mountForms() next to a static site, where
 * `refuseEarly` answers a known flood before the app (early-refusal.ts).
 */
export function createApp(s: Services) {
  const app = new Hono();
  const limits = {
    perIpAndForm: rateLimit(s.db, 'ip-form', s.policy.rateLimits.perIpAndForm),
    perEmail: rateLimit(s.db, 'email', s.policy.rateLimits.perEmail),
  };

  app.use(`${BASE}/*`, async (c, next) => {
    const started = performance.now();
    await next();
    // The path and status only: no query (an admin's e-mail filter), no address, no body.
    s.log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });

  app.get(`${BASE}/health`, async (c) => {
    try {
      await s.db.query('SELECT 1');
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  app.route(`${BASE}/admin`, adminRoutes(s));
  app.route(`${BASE}/newsletter`, newsletterRoutes(s));

  // Browser routes: CORS for allow-listed origins (and their preflight), then the origin check.
  const browser: Handler[] = [corsForAllowed(s.config), originCheck(s.config)];
  for (const [path, handlers] of [
    [`${BASE}/uploads`, uploadHandlers(s)],
    [`${BASE}/:path`, submitHandlers(s, limits)],
  ] as const)
    for (const handler of [...browser, ...handlers]) app.on(['POST', 'OPTIONS'], path, handler);

  app.notFound((c) => problem(c, 'notFound'));
  app.onError((error, c) => failureAnswer(s, error, c));
  return Object.assign(app, { refuseEarly: earlyRefusal(s, limits.perIpAndForm) });
}
