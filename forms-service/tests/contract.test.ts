import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_HEADER } from '@/lib/forms/challenge';
import { FORMS } from '@/lib/forms/registry';
import { schemaFor } from '@/lib/forms/schema';
import { productOptions } from '@/lib/forms/product-options';
import { createApp } from '../app';
import type { Db } from '../db/types';
import { formChecker, payloadHash } from '../validate';
import { products, post, SITE, testApp, testServices, VALID } from './support/app';
import { openTestStore, STORE, watchedStore, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const count = async (db: Db, sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);

describe(`forms contract: answers (${STORE})`, () => {
  it('stores a valid submission and answers 201 with a reference of the form', async () => {
    const { app } = testApp(store.db);
    const response = await post(app, 'ticket', VALID.ticket);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { reference: string; form: string; receivedAt: string };
    expect(body.reference).toMatch(/^T-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(body.form).toBe('ticket');
    expect(new Date(body.receivedAt).toISOString()).toBe(body.receivedAt);
    const { rows } = await store.db.query<{ status: string; data: Record<string, unknown> }>(
      'SELECT status, data FROM submissions WHERE reference = $1',
      [body.reference],
    );
    expect(rows[0]).toMatchObject({ status: 'received', data: { serial: 'CWP-40918264', attachments: [] } });
    expect(rows[0]!.data).not.toHaveProperty('fax_number');
  });

  it('gives each form its reference prefix and answers for warranty-rma under its path', async () => {
    const { app } = testApp(store.db);
    const response = await post(app, 'contact', VALID.contact);
    expect(((await response.json()) as { reference: string }).reference).toMatch(/^C-/);
    const rma = await post(app, 'warranty-rma', { ...VALID.ticket, fault: 'x' });
    expect(rma.status).toBe(422);
  });

  it('replays the first answer for the same key and payload, with Idempotency-Replayed', async () => {
    const { app } = testApp(store.db);
    const sent = { ...VALID.contact, message: 'Replayed: does the Box Pro record 4K60 to an SSD?' };
    const first = await post(app, 'contact', sent, { key: 'replay-key-0001' });
    const again = await post(app, 'contact', { ...sent, name: '  Dana Whitfield ' }, { key: 'replay-key-0001' });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(await count(store.db, "submissions WHERE data->>'message' = $1", [sent.message])).toBe(1);
  });

  it('answers 422 idempotency-key-reused for the same key with other data, and stores nothing new', async () => {
    const { app } = testApp(store.db);
    await post(app, 'contact', VALID.contact, { key: 'reused-key-0001' });
    const other = await post(app, 'contact', { ...VALID.contact, topic: 'order' }, { key: 'reused-key-0001' });
    expect(other.status).toBe(422);
    expect(other.headers.get('content-type')).toBe('application/problem+json');
    const body = (await other.json()) as { type: string; errors: Array<{ field: string; code: string }> };
    expect(body.type).toMatch(/\/idempotency-key-reused$/);
    expect(body.errors).toEqual([expect.objectContaining({ field: 'Idempotency-Key', code: 'reused' })]);
  });

  it('answers 409 with Retry-After while the first request with the key is still being stored', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // The store holds the first request at the statement that stores it: the state a slow disk produces.
    const slow = watchedStore(store.db, (sql) => sql.includes('INSERT INTO submissions') && gate);
    const app = createApp(testServices(slow));
    const first = post(app, 'contact', VALID.contact, { key: 'in-flight-key-01' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await post(app, 'contact', VALID.contact, { key: 'in-flight-key-01' });
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('1');
    open();
    expect((await first).status).toBe(201);
    const third = await post(app, 'contact', VALID.contact, { key: 'in-flight-key-01' });
    expect(third.headers.get('idempotency-replayed')).toBe('true');
  });

  it('answers 422 per field with exactly the messages the browser schema gives', async () => {
    const { app } = testApp(store.db);
    const sent = { ...VALID.ticket, email: 'dana@', serial: 'CWE-1', version: 'latest', description: 'short' };
    const response = await post(app, 'ticket', sent);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Array<{ field: string; code: string; message: string }> };
    const browser = schemaFor(FORMS.ticket, productOptions(products, 'all')).safeParse(sent);
    expect(browser.success).toBe(false);
    const expected = new Map<string, string>();
    for (const issue of browser.error!.issues)
      if (!expected.has(String(issue.path[0]))) expected.set(String(issue.path[0]), issue.message);
    expect(new Map(body.errors.map((e) => [e.field, e.message]))).toEqual(expected);
    expect([...expected.keys()].sort()).toEqual(['description', 'email', 'serial', 'version']);
    expect(body.errors.every((e) => e.code === 'invalid')).toBe(true);
  });

  it('codes an empty required field "required"', async () => {
    const { app } = testApp(store.db);
    const response = await post(app, 'contact', { ...VALID.contact, name: '  ' });
    const body = (await response.json()) as { errors: Array<{ field: string; code: string; message: string }> };
    expect(body.errors).toEqual([{ field: 'name', code: 'required', message: 'Enter your name' }]);
  });

  it('refuses fields the form does not declare and stores nothing of them', async () => {
    const { app } = testApp(store.db);
    const before = await count(store.db, 'submissions');
    const response = await post(app, 'contact', { ...VALID.contact, isAdmin: true });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'isAdmin', code: 'unknown', message: 'This form has no field named isAdmin' },
    ]);
    expect(await count(store.db, 'submissions')).toBe(before);
    expect(await count(store.db, "submissions WHERE data ? 'isAdmin'")).toBe(0);
  });

  it('answers 400 for malformed JSON, a body that is no object, and a missing or bad key', async () => {
    const { app } = testApp(store.db);
    expect((await post(app, 'contact', '{"name": ')).status).toBe(400);
    expect((await post(app, 'contact', '[1,2]')).status).toBe(400);
    const missing = await app.request('/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VALID.contact),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', code: 'required' }),
    ]);
    const bad = await post(app, 'contact', VALID.contact, { key: 'short' });
    expect(((await bad.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ field: 'Idempotency-Key', code: 'invalid' }),
    ]);
  });

  it('answers 404 for an unknown form, naming :path', async () => {
    const { app } = testApp(store.db);
    const response = await post(app, 'quote', VALID.contact);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      expect.objectContaining({ field: ':path' }),
    ]);
  });

  it('answers 413 for a body over the limit from its Content-Length, before reading it', async () => {
    const { app } = testApp(store.db);
    let read = 0;
    const body = new ReadableStream({
      pull(controller) {
        read += 1;
        controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        if (read > 100) controller.close();
      },
    });
    const response = await app.request('/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'too-large-key-01', 'content-length': '70000' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(read).toBeLessThanOrEqual(1);
    const streamed = await post(app, 'contact', { ...VALID.contact, message: 'x'.repeat(70_000) });
    expect(streamed.status).toBe(413);
  });

  it('answers 415 when the body is not JSON', async () => {
    const { app } = testApp(store.db);
    const response = await post(app, 'contact', 'name=Dana', { headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(415);
    expect(
      (await post(app, 'contact', VALID.contact, { headers: { 'content-type': 'application/json; charset=utf-8' } }))
        .status,
    ).toBe(201);
  });

  it("answers a browser's own form post (JavaScript off) with a page: nothing sent, and where to write", async () => {
    const { app } = testApp(store.db);
    const stored = async () => (await store.db.query('SELECT id FROM submissions')).rowCount;
    const before = await stored();
    const response = await app.request('/api/forms/warranty-rma', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'name=Dana+Whitfield&email=dana%40example.com&fax_number=',
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<h1>Nothing was sent</h1>');
    expect(page).toContain(`<a href="mailto:${FORMS.warranty.mailTo}">${FORMS.warranty.mailTo}</a>`);
    expect(await stored()).toBe(before);
  });

  it('answers 429 with Retry-After past the budget per address and form, and per e-mail address', async () => {
    const { app } = testApp(store.db, {
      policy: {
        rateLimits: {
          perIpAndForm: [{ points: 2, seconds: 60 }],
          perEmail: [{ points: 3, seconds: 3600 }],
          uploadsPerIp: [{ points: 9, seconds: 60 }],
        },
      },
    });
    const from = (ip: string, email = 'ratelimit@example.com') =>
      post(app, 'contact', { ...VALID.contact, email }, { ip });
    expect((await from('198.51.100.1')).status).toBe(201);
    expect((await from('198.51.100.1')).status).toBe(201);
    const limited = await from('198.51.100.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('content-type')).toBe('application/problem+json');
    // Another address is under its own budget, but this e-mail address has used its three.
    expect((await from('198.51.100.2')).status).toBe(201);
    expect((await from('198.51.100.3')).status).toBe(429);
    expect((await from('198.51.100.3', 'someone-else@example.com')).status).toBe(201);
  });

  it('spends no budget on a replay or a reused key: only new submissions count', async () => {
    const { app } = testApp(store.db, {
      policy: { rateLimits: { perIpAndForm: [{ points: 2, seconds: 60 }], perEmail: [], uploadsPerIp: [] } },
    });
    const ip = '198.51.100.61';
    const first = await post(app, 'contact', VALID.contact, { ip, key: 'budget-replay-key-01' });
    expect(first.status).toBe(201);
    for (let n = 0; n < 3; n++) {
      const replay = await post(app, 'contact', VALID.contact, { ip, key: 'budget-replay-key-01' });
      expect([replay.status, replay.headers.get('idempotency-replayed')]).toEqual([201, 'true']);
    }
    const reused = await post(
      app,
      'contact',
      { ...VALID.contact, message: 'Another question entirely' },
      {
        ip,
        key: 'budget-replay-key-01',
      },
    );
    expect(reused.status).toBe(422);
    expect((await post(app, 'contact', VALID.contact, { ip })).status).toBe(201);
    expect((await post(app, 'contact', VALID.contact, { ip })).status).toBe(429);
  });

  it('stores a burst of concurrent submissions once each, with its own reference and the text as typed', async () => {
    const { app } = testApp(store.db);
    const tricky = `Quotes " ' \\ {braces}, commas, NULL, emoji 🎥 and a
new line`;
    const sent = Array.from({ length: 40 }, (_, n) => ({
      ...VALID.contact,
      email: `burst-${n}@example.com`,
      message: `${tricky} #${n}`,
    }));
    const answers = await Promise.all(sent.map((body, n) => post(app, 'contact', body, { ip: `192.0.2.${n + 1}` })));
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 201));
    const references = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { reference: string }).reference),
    );
    expect(new Set(references).size).toBe(sent.length);
    const { rows } = await store.db.query<{ reference: string; message: string; email: string }>(
      "SELECT reference, data->>'message' AS message, email FROM submissions WHERE reference = ANY($1)",
      [references],
    );
    const stored = new Map(rows.map((r) => [r.reference, r]));
    references.forEach((reference, n) =>
      expect(stored.get(reference)).toEqual({ reference, message: sent[n]!.message, email: `burst-${n}@example.com` }),
    );
  });

  it('counts a burst from one address against its budget: exactly the budget passes, the rest uncounted and unasked', async () => {
    let statements = 0;
    const { app, services } = testApp(
      watchedStore(store.db, () => (statements += 1)),
      { policy: { rateLimits: { perIpAndForm: [{ points: 3, seconds: 60 }], perEmail: [], uploadsPerIp: [] } } },
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        post(app, 'contact', { ...VALID.contact, message: `Burst from one address #${n}` }, { ip: '198.51.100.77' }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    // Three uses were being counted when the others came: those were refused without a count.
    const { rows } = await store.db.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = $1', [
      `ip-form0:${services.hash('198.51.100.77')}:contact`,
    ]);
    expect(rows).toEqual([{ points: 3 }]);
    // The three stored in at most a statement each; the nine refused asked the store nothing.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('answers an address known to be over its budget without asking the store', async () => {
    let statements = 0;
    const counting = watchedStore(store.db, () => (statements += 1));
    const app = createApp(
      testServices(counting, {
        policy: { rateLimits: { perIpAndForm: [{ points: 1, seconds: 60 }], perEmail: [], uploadsPerIp: [] } },
      }),
    );
    expect((await post(app, 'contact', VALID.contact, { ip: '198.51.100.40' })).status).toBe(201);
    expect((await post(app, 'contact', VALID.contact, { ip: '198.51.100.40' })).status).toBe(429);
    const before = statements;
    const flood = await Promise.all(
      Array.from({ length: 20 }, () => post(app, 'contact', VALID.contact, { ip: '198.51.100.40' })),
    );
    expect(flood.map((a) => a.status)).toEqual(flood.map(() => 429));
    expect(Number(flood[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(statements).toBe(before);
  });

  it('lets a retry after a 429 use the same key once the budget allows', async () => {
    const { app } = testApp(store.db, {
      policy: { rateLimits: { perIpAndForm: [{ points: 1, seconds: 1 }], perEmail: [], uploadsPerIp: [] } },
    });
    expect((await post(app, 'contact', VALID.contact, { ip: '198.51.100.9' })).status).toBe(201);
    const limited = await post(app, 'contact', VALID.contact, { ip: '198.51.100.9', key: 'after-429-key-01' });
    expect(limited.status).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await post(app, 'contact', VALID.contact, { ip: '198.51.100.9', key: 'after-429-key-01' })).status).toBe(
      201,
    );
  });

  it('answers 503 with Retry-After when the store is down, and health says unavailable', async () => {
    const stopped = await openTestStore();
    await stopped.db.close();
    const app = createApp(testServices(stopped.db));
    const response = await post(app, 'contact', VALID.contact);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    const health = await app.request('/api/forms/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    const up = await testApp(store.db).app.request('/api/forms/health');
    expect(await up.json()).toEqual({ status: 'ok' });
    await stopped.dispose();
  });
});

describe(`forms contract: one submission whatever the network does (${STORE})`, () => {
  it('stores one submission for a double click: two identical requests at once', async () => {
    const { app } = testApp(store.db);
    const message = 'Double click: does the Box Pro record 4K60 to an SSD?';
    const answers = await Promise.all([
      post(app, 'contact', { ...VALID.contact, message }, { key: 'double-click-key-01' }),
      post(app, 'contact', { ...VALID.contact, message }, { key: 'double-click-key-01' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    expect(await count(store.db, "submissions WHERE data->>'message' = $1", [message])).toBe(1);
  });

  it('replays a retry that reached the store while its first request was being stored elsewhere', async () => {
    const { app } = testApp(store.db);
    const upload = 'upl_elsewhere_000000000001';
    const at = new Date();
    await store.db.query(
      `INSERT INTO uploads (id, name, type, size, sha256, stored_name, created_at)
       VALUES ($1, 'proof.pdf', 'application/pdf', 10, 'sha', $1, $2)`,
      [upload, at],
    );
    const sent = { ...VALID.ticket, attachments: [upload] };
    const checked = formChecker(products)('ticket', sent);
    if (!checked.ok) throw new Error('the ticket does not pass its checks');
    // Another instance's request with the same key, stood in for by a transaction: it has
    // stored the submission, taken the upload and answered the key, and not committed yet.
    const answer = { reference: 'T-ELSE-WHR1', form: 'create-ticket', receivedAt: at.toISOString() };
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let began!: () => void;
    const inside = new Promise<void>((resolve) => (began = resolve));
    const elsewhere = store.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO submissions (id, form, reference, status, data, created_at)
         VALUES ('sub_elsewhere_01', 'ticket', $1, 'received', '{}', $2)`,
        [answer.reference, at],
      );
      await tx.query(`UPDATE uploads SET submission_id = 'sub_elsewhere_01' WHERE id = $1`, [upload]);
      await tx.query(
        `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at, submission_id, response_status, response_body)
         VALUES ('ticket', 'elsewhere-key-0001', $1, 'clm_elsewhere', $2, 'sub_elsewhere_01', 201, $3)`,
        [payloadHash(checked), at, JSON.stringify(answer)],
      );
      began();
      await held;
    });
    await inside;
    // The retry's statement starts before the commit (on PostgreSQL it then waits for the
    // upload's lock and finds it taken), and is answered after it.
    const retry = post(app, 'ticket', sent, { key: 'elsewhere-key-0001' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await elsewhere;
    const response = await retry;
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotency-replayed')).toBe('true');
    expect(await response.json()).toEqual(answer);
    expect(await count(store.db, "submissions WHERE data::text LIKE '%' || $1 || '%'", [upload])).toBe(0);
  });

  it('stores one submission when the answer was lost and the form sends again, even after a restart', async () => {
    const message = 'Lost answer: the recorder stops after twenty minutes of recording.';
    const first = await post(
      testApp(store.db).app,
      'contact',
      { ...VALID.contact, message },
      { key: 'lost-answer-key-01' },
    );
    const restarted = await store.reopen();
    const retry = await post(
      testApp(restarted).app,
      'contact',
      { ...VALID.contact, message },
      { key: 'lost-answer-key-01' },
    );
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect(await count(restarted, "submissions WHERE data->>'message' = $1", [message])).toBe(1);
  });

  it('lets a retry take over a key whose first request died before storing, and stores once', async () => {
    const { app, services } = testApp(store.db, { policy: { idempotency: { abandonedAfterMs: 1000, keepDays: 7 } } });
    const message = 'Crashed first try: the recorder stops after twenty minutes.';
    await store.db.query(
      `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at) VALUES ('contact', 'crashed-key-0001', 'x', 'gone', $1)`,
      [new Date(services.clock().getTime() - 60_000)],
    );
    const retry = await post(app, 'contact', { ...VALID.contact, message }, { key: 'crashed-key-0001' });
    expect(retry.status).toBe(201);
    expect(await count(store.db, "submissions WHERE data->>'message' = $1", [message])).toBe(1);
  });
});

describe(`forms contract: spam and origins (${STORE})`, () => {
  it.each([
    ['filled', { ...VALID.contact, fax_number: '+1 555 0100' }],
    [
      'missing',
      { name: VALID.contact.name, email: VALID.contact.email, topic: 'other', message: VALID.contact.message },
    ],
  ])('answers a honeypot %s with an ordinary 201, stored as spam with nothing to deliver', async (_, body) => {
    const { app } = testApp(store.db);
    const response = await post(app, 'contact', body);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^C-/);
    const { rows } = await store.db.query<{ status: string; id: string }>(
      'SELECT status, id FROM submissions WHERE reference = $1',
      [reference],
    );
    expect(rows[0]!.status).toBe('spam');
    expect(await count(store.db, 'outbox WHERE submission_id = $1', [rows[0]!.id])).toBe(0);
  });

  it('answers 403 to a browser post from another origin, and takes the site, its host and the allow-list', async () => {
    const { app } = testApp(store.db, { env: { FORMS_ALLOWED_ORIGINS: 'https://cdn.clonewave.example' } });
    const from = (origin: string) => post(app, 'contact', VALID.contact, { headers: { origin } });
    expect((await from('https://evil.example')).status).toBe(403);
    expect((await from('null')).status).toBe(403);
    expect((await from(SITE)).status).toBe(201);
    expect((await from('http://localhost')).status).toBe(201);
    const cdn = await from('https://cdn.clonewave.example');
    expect(cdn.status).toBe(201);
    expect(cdn.headers.get('access-control-allow-origin')).toBe('https://cdn.clonewave.example');
    expect(cdn.headers.get('access-control-expose-headers')).toBe('Retry-After,Idempotency-Replayed,Location');
  });

  it('answers the CORS preflight for allow-listed origins only', async () => {
    const { app } = testApp(store.db, { env: { FORMS_ALLOWED_ORIGINS: 'https://cdn.clonewave.example' } });
    const preflight = (origin: string) =>
      app.request('/api/forms/ticket', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key',
        },
      });
    const allowed = await preflight('https://cdn.clonewave.example');
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://cdn.clonewave.example');
    expect(allowed.headers.get('access-control-allow-headers')).toBe(
      `Content-Type,Idempotency-Key,Accept,${CHALLENGE_HEADER}`,
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
