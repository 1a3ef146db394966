import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../commands';
import { hasher, loadHashSecret } from '../ids';
import { mailFolder } from '../mail/transport';
import { purge } from '../purge';
import { defuseCell } from '../records';
import { post, testApp, VALID } from './support/app';
import { deliverToFiles } from './support/newsletter';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const TOKEN = 'an-admin-token-of-some-length';
const adminApp = () =>
  testApp(store.db, { env: { FORMS_ADMIN_TOKEN: TOKEN, FORMS_ALLOWED_ORIGINS: 'https://cdn.clonewave.example' } });
const asAdmin = (app: ReturnType<typeof testApp>['app'], url: string, init: RequestInit = {}) =>
  app.request(url, { ...init, headers: { authorization: `Bearer ${TOKEN}`, ...init.headers } });
const submit = async (app: ReturnType<typeof testApp>['app'], form: string, body: unknown) =>
  ((await (await post(app, form, body)).json()) as { reference: string }).reference;

describe(`admin routes (${STORE})`, () => {
  it('do not exist without FORMS_ADMIN_TOKEN, and refuse a wrong token with 401', async () => {
    const { app } = testApp(store.db);
    expect(
      (await app.request('/api/forms/admin/submissions', { headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(404);
    const { app: guarded } = adminApp();
    const wrong = await guarded.request('/api/forms/admin/submissions', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer');
    expect((await guarded.request('/api/forms/admin/submissions')).status).toBe(401);
  });

  it('never answer with CORS headers, even to an allow-listed origin', async () => {
    const { app } = adminApp();
    const response = await asAdmin(app, '/api/forms/admin/submissions', {
      headers: { origin: 'https://cdn.clonewave.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app.request('/api/forms/admin/subjects', {
      method: 'OPTIONS',
      headers: { origin: 'https://cdn.clonewave.example', 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('list submissions as JSON and as CSV with formula cells defused, by form and since', async () => {
    const { app } = adminApp();
    const attack = {
      ...VALID.contact,
      name: '@SUM(1+1)',
      message: '=HYPERLINK("http://evil.example","see the attached invoice")',
    };
    const reference = await submit(app, 'contact', attack);
    const ticket = await submit(app, 'ticket', VALID.ticket);
    const json = (await (await asAdmin(app, '/api/forms/admin/submissions?form=contact')).json()) as Array<{
      reference: string;
    }>;
    expect(json.map((r) => r.reference)).toContain(reference);
    expect(json.map((r) => r.reference)).not.toContain(ticket);
    const future = await asAdmin(
      app,
      `/api/forms/admin/submissions?since=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(await future.json()).toEqual([]);

    const csv = await asAdmin(app, '/api/forms/admin/submissions?form=contact&format=csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    const row = text.split('\n').find((line) => line.startsWith(reference))!;
    expect(row).toContain(`'@SUM(1+1)`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""see the attached invoice"")"`);
    expect(text.split('\n')[0]).toBe('reference,form,status,received,name,email,topic,message');
  });

  it('export everything about an address, then erase it: fields, address, files and pending mail', async () => {
    const { app, services } = adminApp();
    const email = 'erase-me@example.com';
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.7 proof')]), 'proof.pdf');
    const { upload } = (await (await app.request('/api/forms/uploads', { method: 'POST', body: form })).json()) as {
      upload: string;
    };
    const reference = await submit(app, 'ticket', {
      ...VALID.ticket,
      email: 'Erase-Me@Example.com',
      attachments: [upload],
    });

    const exported = (await (await asAdmin(app, `/api/forms/admin/subjects?email=${email}`)).json()) as {
      submissions: Array<{ reference: string; data: { name: string } }>;
      uploads: Array<{ name: string }>;
      messages: unknown[];
    };
    expect(exported.submissions).toEqual([
      expect.objectContaining({ reference, data: expect.objectContaining({ name: 'Dana Whitfield' }) }),
    ]);
    expect(exported.uploads.map((u) => u.name)).toEqual(['proof.pdf']);
    expect(exported.messages).toHaveLength(2);
    const stored = fs.readdirSync(services.files.dir);

    const erased = await asAdmin(app, `/api/forms/admin/subjects?email=${email}`, { method: 'DELETE' });
    expect(await erased.json()).toEqual({ erased: 1, subscribers: 0, mailCopies: 0 });
    const { rows } = await store.db.query<{
      status: string;
      data: object;
      email: string | null;
      ip_hash: string | null;
    }>('SELECT status, data, email, ip_hash FROM submissions WHERE reference = $1', [reference]);
    expect(rows[0]).toEqual({ status: 'erased', data: {}, email: null, ip_hash: null });
    expect(fs.readdirSync(services.files.dir).length).toBe(stored.length - 1);
    const after = (await (await asAdmin(app, `/api/forms/admin/subjects?email=${email}`)).json()) as {
      submissions: unknown[];
    };
    expect(after.submissions).toEqual([]);
    expect(
      (
        await store.db.query(
          'SELECT 1 FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.reference = $1',
          [reference],
        )
      ).rowCount,
    ).toBe(0);
  });

  it('erasing an address deletes the .eml copies of its mail, and only those', async () => {
    const { app, services } = adminApp();
    await submit(app, 'contact', { ...VALID.contact, email: 'eml-erase@example.com' });
    const kept = await submit(app, 'contact', { ...VALID.contact, email: 'eml-keep@example.com' });
    const written = await deliverToFiles(services);
    const mentions = (address: string) =>
      fs
        .readdirSync(mailFolder(services.config.dataDir))
        .filter((name) =>
          fs.readFileSync(path.join(mailFolder(services.config.dataDir), name), 'utf8').includes(address),
        );
    // The visitor's confirmation (To) and the team's notification (Reply-To) of each.
    expect(written.length).toBeGreaterThanOrEqual(4);
    expect(mentions('eml-erase@example.com')).toHaveLength(2);

    const erased = await asAdmin(app, '/api/forms/admin/subjects?email=EML-Erase@example.com', { method: 'DELETE' });
    expect(await erased.json()).toEqual({ erased: 1, subscribers: 0, mailCopies: 2 });
    expect(mentions('eml-erase@example.com')).toEqual([]);
    expect(mentions('eml-keep@example.com')).toHaveLength(2);
    expect(mentions(kept).length).toBeGreaterThanOrEqual(2);
  });

  it('list dead messages and put one back in line', async () => {
    const { app } = adminApp();
    const reference = await submit(app, 'contact', { ...VALID.contact, email: 'dead-letter@example.com' });
    await store.db.query(
      `UPDATE outbox SET state = 'dead', attempts = 12, last_error = 'SMTP said no'
       WHERE submission_id = (SELECT id FROM submissions WHERE reference = $1) AND channel = 'team'`,
      [reference],
    );
    const dead = (await (await asAdmin(app, '/api/forms/admin/outbox?state=dead')).json()) as Array<{
      id: string;
      reference: string;
      last_error: string;
    }>;
    const mine = dead.find((m) => m.reference === reference)!;
    expect(mine.last_error).toBe('SMTP said no');
    const retry = await asAdmin(app, `/api/forms/admin/outbox/${mine.id}/retry`, { method: 'POST' });
    expect(await retry.json()).toEqual({ retried: 1 });
    expect((await asAdmin(app, `/api/forms/admin/outbox/${mine.id}/retry`, { method: 'POST' })).status).toBe(404);
  });
});

describe(`retention and privacy (${STORE})`, () => {
  it('purges spam after 7 days, contact after 12 months, tickets after 24 months', async () => {
    const { app, services } = testApp(store.db);
    const age = async (reference: string, days: number) =>
      store.db.query('UPDATE submissions SET created_at = $2 WHERE reference = $1', [
        reference,
        new Date(Date.now() - days * 86_400_000),
      ]);
    const spam = await submit(app, 'contact', { ...VALID.contact, fax_number: 'bot' });
    const contactOld = await submit(app, 'contact', VALID.contact);
    const contactNew = await submit(app, 'contact', VALID.contact);
    const ticketKept = await submit(app, 'ticket', VALID.ticket);
    const ticketOld = await submit(app, 'ticket', VALID.ticket);
    await age(spam, 8);
    await age(contactOld, 366);
    await age(contactNew, 300);
    await age(ticketKept, 400);
    await age(ticketOld, 731);
    const purged = await purge(store.db, services.files, services.policy, new Date());
    expect(purged.submissions).toBeGreaterThanOrEqual(3);
    const { rows } = await store.db.query<{ reference: string }>(
      'SELECT reference FROM submissions WHERE reference = ANY($1)',
      [[spam, contactOld, contactNew, ticketKept, ticketOld]],
    );
    expect(rows.map((r) => r.reference).sort()).toEqual([contactNew, ticketKept].sort());
  });

  it('stores the address only as an HMAC with the secret, generated once into the data folder', async () => {
    const { app } = testApp(store.db);
    const reference = await submit(app, 'contact', VALID.contact);
    const { rows } = await store.db.query<{ ip_hash: string; row: string }>(
      'SELECT ip_hash, s::text AS row FROM submissions s WHERE reference = $1',
      [reference],
    );
    expect(rows[0]!.ip_hash).toBe(hasher('test-secret')('203.0.113.7'));
    expect(rows[0]!.row).not.toContain('203.0.113.7');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-secret-'));
    const first = loadHashSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadHashSecret(undefined, dir)).toBe(first);
    expect(loadHashSecret('from-env', dir)).toBe('from-env');
  });

  it.each(['=1+1', '+1', '-1', '@x', '\tx', '\rx'])('defuses the CSV cell %j', (cell) => {
    expect(defuseCell(cell)).toBe(`'${cell}`);
    expect(defuseCell(`a${cell}`)).toBe(`a${cell}`);
  });
});

describe(`npm run forms (${STORE})`, () => {
  it('lists, exports, erases, purges and retries from the command line', async () => {
    const { app, services } = testApp(store.db);
    const reference = await submit(app, 'contact', { ...VALID.contact, email: 'cli@example.com' });
    expect(await runCli(['list', '--form', 'contact'], services)).toContain(reference);
    expect(await runCli(['export', '--format', 'csv', '--form', 'contact'], services)).toContain(reference);
    expect(JSON.parse(await runCli(['export', '--email', 'cli@example.com'], services)).submissions).toHaveLength(1);
    expect(await runCli(['outbox', '--state', 'pending'], services)).toContain(reference);
    expect(await runCli(['outbox', 'retry', '--all'], services)).toMatch(/^\d+ message\(s\) due again/);
    expect(JSON.parse(await runCli(['purge'], services))).toHaveProperty('submissions');
    expect(await runCli(['erase', '--email', 'cli@example.com'], services)).toBe(
      'erased 1 submission(s), 0 newsletter subscription(s) and 0 e-mail copies\n',
    );
    await expect(runCli(['drop-everything'], services)).rejects.toThrow(/usage: npm run forms/);
    await expect(runCli(['list', '--form', 'quote'], services)).rejects.toThrow('--form: no form is called quote');
  });

  it('refuses a mistyped word or option value with what it accepts, and prints the usage on --help', async () => {
    const { services } = testApp(store.db);
    expect(await runCli(['--help'], services)).toMatch(/^usage: npm run forms -- <command>[\s\S]*outbox {2}retry/);
    await expect(runCli(['outbox', 'retyr'], services)).rejects.toThrow(/^outbox: unknown retyr/);
    await expect(runCli(['list', 'contact'], services)).rejects.toThrow(/^list: unexpected contact/);
    await expect(runCli(['export', '--format', 'xml'], services)).rejects.toThrow(
      '--format: xml is not one of csv, json',
    );
    await expect(runCli(['outbox', '--state', 'bogus'], services)).rejects.toThrow(
      '--state: bogus is not one of pending, sent, dead',
    );
    await expect(runCli(['list', '--since', '2026-02-30'], services)).rejects.toThrow(
      '--since: 2026-02-30 is not a date',
    );
    expect(await runCli(['list', '--since', '2026-02-28'], services)).toBeTypeOf('string');
  });

  it('the admin routes refuse the same mistakes with a 400 that names the parameter', async () => {
    const { app } = adminApp();
    for (const [path, detail] of [
      ['submissions?since=2026-02-30', 'since: 2026-02-30 is not a date'],
      ['submissions?format=xml', 'format: xml is not one of csv, json'],
      ['submissions?form=quote', 'form: no form is called quote'],
      ['outbox?state=bogus', 'state: bogus is not one of pending, sent, dead'],
    ]) {
      const response = await asAdmin(app, `/api/forms/admin/${path}`);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { detail: string }).detail, path).toContain(detail);
    }
  });
});
