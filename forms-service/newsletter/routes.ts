import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failureAnswer } from '../failure';
import { isPlainFormPost } from '../no-script-page';
import { problem } from '../problem';
import { clientIp, corsForAllowed, hasType, originCheck } from '../request-guards';
import type { Services } from '../services';
import { checkUnsubscribeToken } from './keys';
import { confirm, resubscribe, unsubscribe } from './subscribers';

type Ctx = Context<{ Bindings: Partial<HttpBindings> }>;

/** A token and the small form around it fit in far less; anything bigger is not a button's post. */
const MAX_BODY_BYTES = 4096;

/** What came with the post: the token (query or body) and whether it is RFC 8058's one-click. */
async function readPost(c: Ctx): Promise<{ token: string; oneClick: boolean; json: boolean }> {
  const json = hasType(c, 'application/json') || (c.req.header('accept') ?? '').includes('application/json');
  let fields: Record<string, unknown> = {};
  if (hasType(c, 'application/json'))
    fields = ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
  else if (isPlainFormPost(c))
    // Hono keeps the parsed body, so onError below reads it again at no cost.
    fields = await c.req.parseBody();
  const token = [c.req.query('t'), fields.t].find((t): t is string => typeof t === 'string' && t.trim() !== '');
  return { token: token?.trim() ?? '', oneClick: fields['List-Unsubscribe'] === 'One-Click', json };
}

/** Where a page's button lands when the service cannot do what it asked (the store is down). */
const UNAVAILABLE_PAGE = '/newsletter/unavailable/';

/**
 * The newsletter's link routes, under /api/forms/newsletter. Each changes something only
 * on POST, from a page's button or a mail app's one-click unsubscribe: a GET (a mail
 * filter following every link) changes nothing. The browser's posts get a 303 to the
 * site's next page; JSON callers get JSON.
 */
export function newsletterRoutes(s: Services) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  const site = (path: string) => `${s.newsletter.config.siteOrigin}${path}`;
  /**
   * A token that is not one of ours (cut short by a mail app, tampered with): a page's
   * button goes to `page`, which explains it without the token; a mail app's one-click
   * post and JSON callers get 400.
   */
  const refused = (c: Ctx, route: string, reason: string, page: string | undefined) => {
    // No token, no address: which route, and what was wrong with what it was sent.
    s.log.warn('newsletter token refused', { route, reason });
    return page ? c.redirect(site(page), 303) : problem(c, 'badToken');
  };

  // For the three POST routes only: the sign-up itself (POST /newsletter) has the form's own.
  app.on(
    ['POST', 'OPTIONS'],
    ['/confirm', '/unsubscribe', '/resubscribe'],
    corsForAllowed(s.config),
    originCheck(s.config),
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => problem(c, 'tooLarge') }),
  );

  app.post('/confirm', async (c: Ctx) => {
    const { token, json } = await readPost(c);
    const confirmed = token !== '' && (await confirm(s.db, token, s.clock()));
    if (confirmed) s.onStored?.();
    s.log.info('newsletter confirm', { confirmed });
    if (json) return confirmed ? c.json({ status: 'confirmed' }) : problem(c, 'linkExpired');
    return c.redirect(site(confirmed ? '/newsletter/confirmed/' : '/newsletter/expired/'), 303);
  });

  app.post('/unsubscribe', async (c: Ctx) => {
    const { token, oneClick, json } = await readPost(c);
    const checked = checkUnsubscribeToken(s.newsletter.ring, token);
    if (!checked.ok)
      return refused(c, 'unsubscribe', checked.reason, oneClick || json ? undefined : '/newsletter/unsubscribe/');
    await unsubscribe(s.db, s.hash, checked.subscriberId, s.clock());
    s.log.info('newsletter unsubscribe', { oneClick });
    // RFC 8058: the mail app wants a 2xx and nothing to show.
    if (oneClick) return c.body(null, 200);
    if (json) return c.json({ status: 'unsubscribed' });
    return c.redirect(site(`/unsubscribed/?t=${encodeURIComponent(token)}`), 303);
  });

  app.get('/unsubscribe', (c) => {
    const token = c.req.query('t') ?? '';
    return c.redirect(site(`/newsletter/unsubscribe/${token ? `?t=${encodeURIComponent(token)}` : ''}`), 303);
  });

  app.post('/resubscribe', async (c: Ctx) => {
    const { token, oneClick, json } = await readPost(c);
    const checked = checkUnsubscribeToken(s.newsletter.ring, token);
    if (!checked.ok) return refused(c, 'resubscribe', checked.reason, oneClick || json ? undefined : '/unsubscribed/');
    const ipHash = s.hash(clientIp(c, s.config));
    const restored = await resubscribe(s.db, s.hash, checked.subscriberId, ipHash, s.clock());
    if (restored) s.onStored?.();
    s.log.info('newsletter resubscribe', { restored });
    if (json) return restored ? c.json({ status: 'confirmed' }) : problem(c, 'linkExpired');
    return c.redirect(site(restored ? '/newsletter/confirmed/' : '/newsletter/expired/'), 303);
  });

  // A page's button is a plain form post: when the store fails, the browser is sent to a
  // page of the site that says so, not shown a JSON problem. A mail app's one-click post and
  // JSON callers get the 503 with Retry-After, and try again.
  app.onError(async (error, c) => {
    const { oneClick, json } = await readPost(c).catch(() => ({ oneClick: false, json: true }));
    if (oneClick || json || c.req.method !== 'POST') return failureAnswer(s, error, c);
    s.log.error('newsletter page post failed', { path: c.req.path, error: error.message });
    return c.redirect(site(UNAVAILABLE_PAGE), 303);
  });

  app.on(['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH'], ['/confirm', '/resubscribe'], (c) => {
    c.header('Allow', 'POST');
    return problem(c, 'methodNotAllowed');
  });
  return app;
}
