import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { confirmedCsv } from './newsletter/records';
import { EXPORT_FORMATS, formOption, oneOf, OUTBOX_STATES, sinceDate } from './operator-options';
import { listOutbox, retryDead } from './outbox';
import { problem } from './problem';
import { eraseAddress, listSubmissions, subjectExport, submissionsCsv } from './records';
import type { Services } from './services';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Bearer FORMS_ADMIN_TOKEN, compared in constant time; no token configured: the routes do not exist. */
function bearer(token: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!token) return problem(c, 'notFound');
    const given = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      c.header('WWW-Authenticate', 'Bearer');
      return problem(c, 'unauthorized');
    }
    await next();
  };
}

/** The options read by `read`, or a 400 problem that says which one is wrong and what it accepts. */
function checked<T>(c: Context, read: () => T): T | Response {
  try {
    return read();
  } catch (error) {
    return problem(c, 'malformed', { detail: (error as Error).message });
  }
}

/** The operators' routes under /api/forms/admin: the same work as `npm run forms`, never with CORS. */
export function adminRoutes(s: Services) {
  const admin = new Hono();
  admin.use('*', bearer(s.config.adminToken));

  admin.get('/submissions', async (c) => {
    const options = checked(c, () => ({
      form: formOption('form', c.req.query('form')),
      since: sinceDate('since', c.req.query('since')),
      format: oneOf('format', c.req.query('format'), EXPORT_FORMATS),
    }));
    if (options instanceof Response) return options;
    const { form, since, format } = options;
    const records = await listSubmissions(s.db, { form, since, spam: c.req.query('spam') === '1' });
    if (format === 'csv')
      return c.body(submissionsCsv(records), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="submissions.csv"',
      });
    return c.json(records);
  });

  const email = (value: string | undefined) => (value && value.includes('@') ? value : undefined);
  admin.get('/subjects', async (c) => {
    const address = email(c.req.query('email'));
    if (!address) return problem(c, 'malformed', { detail: 'email: the address to export' });
    return c.json(await subjectExport(s.db, address, s.hash));
  });
  admin.delete('/subjects', async (c) => {
    const address = email(c.req.query('email'));
    if (!address) return problem(c, 'malformed', { detail: 'email: the address to erase' });
    const erased = await eraseAddress(s, address);
    s.log.info('erased', erased);
    return c.json({ erased: erased.submissions, subscribers: erased.subscribers, mailCopies: erased.mailCopies });
  });

  admin.get('/newsletter/subscribers', async (c) =>
    c.body(await confirmedCsv(s.db), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
    }),
  );

  admin.get('/outbox', async (c) => {
    const state = checked(c, () => oneOf('state', c.req.query('state'), OUTBOX_STATES));
    return state instanceof Response ? state : c.json(await listOutbox(s.db, state));
  });
  admin.post('/outbox/:id/retry', async (c) => {
    const retried = await retryDead(s.db, s.clock(), c.req.param('id'));
    if (retried === 0) return problem(c, 'notFound', { detail: 'No dead message with this id' });
    s.onStored?.();
    return c.json({ retried });
  });
  return admin;
}
