import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { FORMS } from '@/lib/forms/registry';
import { confirmedCsv } from './newsletter/records';
import { listOutbox, retryDead } from './outbox';
import { problem } from './problem';
import { eraseSubject, listSubmissions, subjectExport, submissionsCsv } from './records';
import type { Services } from './services';
import { formOfPath } from './submit-route';

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

/** The operators' routes under /api/forms/admin: the same work as `npm run forms`, never with CORS. */
export function adminRoutes(s: Services) {
  const admin = new Hono();
  admin.use('*', bearer(s.config.adminToken));

  admin.get('/submissions', async (c) => {
    const formParam = c.req.query('form');
    const form = formParam ? (formOfPath(formParam) ?? (formParam in FORMS ? formParam : undefined)) : undefined;
    if (formParam && !form) return problem(c, 'unknownForm');
    const since = c.req.query('since') ? new Date(c.req.query('since')!) : undefined;
    if (since && Number.isNaN(since.getTime())) return problem(c, 'malformed', { detail: 'since: an ISO date' });
    const records = await listSubmissions(s.db, { form, since, spam: c.req.query('spam') === '1' });
    if (c.req.query('format') === 'csv')
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
    const erased = await eraseSubject(s.db, s.files, address, s.hash, s.clock());
    s.log.info('erased', erased);
    return c.json({ erased: erased.submissions, subscribers: erased.subscribers });
  });

  admin.get('/newsletter/subscribers', async (c) =>
    c.body(await confirmedCsv(s.db), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="newsletter-subscribers.csv"',
    }),
  );

  admin.get('/outbox', async (c) => c.json(await listOutbox(s.db, c.req.query('state'))));
  admin.post('/outbox/:id/retry', async (c) => {
    const retried = await retryDead(s.db, s.clock(), c.req.param('id'));
    if (retried === 0) return problem(c, 'notFound', { detail: 'No dead message with this id' });
    s.onStored?.();
    return c.json({ retried });
  });
  return admin;
}
