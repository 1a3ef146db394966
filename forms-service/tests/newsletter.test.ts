import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import type { Logger } from '../log';
import { post, testApp } from './support/app';
import { buttonPost, deliverToFiles, linkToken, oneClickPost, rawHeader, subscriberRow } from './support/newsletter';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const SITE = 'https://www.clonewave.example';
const K1 = Buffer.alloc(32, 1).toString('base64');
const K2 = Buffer.alloc(32, 2).toString('base64');
let n = 0;
/** An address of its own per test: the tests share one store. */
const fresh = () => `reader${++n}-${Date.now()}@example.com`;

/** A logger that keeps what it is told, to show a refusal is logged and with what. */
function recordingLogger() {
  const lines: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = [];
  const at =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      void lines.push({ level, msg, fields });
  return { lines, logger: { info: at('info'), warn: at('warn'), error: at('error') } as Logger };
}

/** A service with the given unsubscribe keys, its clock movable. */
function newsletterApp(keys = `k1:${K1}`) {
  const { app, services } = testApp(store.db, { env: { FORMS_UNSUBSCRIBE_KEYS: keys } });
  let now = new Date();
  services.clock = () => now;
  const log = recordingLogger();
  services.log = log.logger;
  return { app, services, log: log.lines, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

type Service = ReturnType<typeof newsletterApp>;
const signUp = (s: Service, email: string, extra: Record<string, unknown> = {}) =>
  post(s.app, 'newsletter', { email, fax_number: '', ...extra });

/** Signs up and confirms from the mail's link: the subscriber's welcome mail. */
async function subscribed(s: Service, email = fresh()) {
  await signUp(s, email);
  const [confirmation] = await deliverToFiles(s.services);
  await s.app.request(
    '/api/forms/newsletter/confirm',
    buttonPost(linkToken(confirmation!.mail, '/newsletter/confirm/')),
  );
  const [welcome] = await deliverToFiles(s.services);
  return { email, welcome: welcome!, unsubscribe: linkToken(welcome!.mail, '/newsletter/unsubscribe/') };
}

describe(`newsletter sign-up: double opt-in (${STORE})`, () => {
  it('answers 202 pending, stores consent evidence, and mails only a link to the confirm page', async () => {
    const s = newsletterApp();
    const email = fresh();
    const response = await signUp(s, email.toUpperCase());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'pending' });

    const row = (await subscriberRow(store.db, email))!;
    expect(row).toMatchObject({
      status: 'pending',
      consent_form: 'newsletter',
      consent_version: NEWSLETTER.consentVersion,
    });
    expect(row.consent_at).toEqual(s.services.clock());
    expect(row.consent_ip_hash).toBe(s.services.hash('203.0.113.7'));

    const mails = await deliverToFiles(s.services);
    expect(mails).toHaveLength(1);
    const { mail, raw } = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(email);
    expect(mail.subject).toBe('Confirm your Clonewave newsletter subscription');
    const token = linkToken(mail, '/newsletter/confirm/');
    expect(mail.text).toContain(`${SITE}/newsletter/confirm/?t=${encodeURIComponent(token)}`);
    expect(token.length).toBeGreaterThanOrEqual(22);
    // Not a list mail: nothing to unsubscribe from yet.
    expect(rawHeader(raw, 'List-Unsubscribe')).toBeUndefined();
    // The store has the token's hash only.
    expect(row.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify((await store.db.query('SELECT * FROM subscribers')).rows);
    const outbox = JSON.stringify((await store.db.query('SELECT * FROM outbox')).rows);
    expect(`${dump}${outbox}`).not.toContain(token);
  });

  it('the same address 20 times in a minute: 20 identical answers, one mail', async () => {
    const s = newsletterApp();
    const email = fresh();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signUp(s, email)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([202]));
    expect(new Set(await Promise.all(answers.map((r) => r.text())))).toEqual(new Set(['{"status":"pending"}']));
    s.later(59_000);
    await signUp(s, email);
    expect(await deliverToFiles(s.services)).toHaveLength(1);
    // After 10 minutes the person may ask again: one new mail, whose link replaces the first.
    s.later(NEWSLETTER.confirmationEveryMinutes * 60_000);
    await signUp(s, email);
    expect(await deliverToFiles(s.services)).toHaveLength(1);
  });

  it('confirms once from the button, then sends the welcome; the link is single use and lasts 7 days', async () => {
    const s = newsletterApp();
    const email = fresh();
    await signUp(s, email);
    const token = linkToken((await deliverToFiles(s.services))[0]!.mail, '/newsletter/confirm/');

    const confirmed = await s.app.request('/api/forms/newsletter/confirm', buttonPost(token));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${SITE}/newsletter/confirmed/`);
    expect((await subscriberRow(store.db, email))!.status).toBe('confirmed');
    const welcome = await deliverToFiles(s.services);
    expect(welcome.map((m) => m.mail.subject)).toEqual(['Welcome to the Clonewave newsletter']);

    const again = await s.app.request('/api/forms/newsletter/confirm', buttonPost(token));
    expect(again.headers.get('location')).toBe(`${SITE}/newsletter/expired/`);
    expect(await deliverToFiles(s.services)).toHaveLength(0);

    const late = fresh();
    await signUp(s, late);
    const lateToken = linkToken((await deliverToFiles(s.services))[0]!.mail, '/newsletter/confirm/');
    s.later(NEWSLETTER.confirmDays * 86_400_000 + 1000);
    const expired = await s.app.request('/api/forms/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ t: lateToken }),
    });
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toBe('application/problem+json');
    expect((await subscriberRow(store.db, late))!.status).toBe('pending');
  });

  it('a confirmed or suppressed address gets the same 202 and no mail', async () => {
    const s = newsletterApp();
    const { email, unsubscribe } = await subscribed(s);
    const onList = await signUp(s, email);
    expect([onList.status, await onList.text()]).toEqual([202, '{"status":"pending"}']);
    expect(await deliverToFiles(s.services)).toHaveLength(0);

    await s.app.request(`/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`, oneClickPost());
    // However long after, and however often: a bot re-entering the address triggers nothing.
    for (const wait of [0, 3_600_000, 40 * 86_400_000]) {
      s.later(wait);
      const suppressed = await signUp(s, email);
      expect([suppressed.status, await suppressed.text()]).toEqual([202, '{"status":"pending"}']);
    }
    expect(await deliverToFiles(s.services)).toHaveLength(0);
    expect((await subscriberRow(store.db, email))!.status).toBe('unsubscribed');
  });

  it('the honeypot: the same 202, nothing stored, nothing sent; a replayed key gives the stored answer', async () => {
    const s = newsletterApp();
    const bot = fresh();
    const caught = await signUp(s, bot, { fax_number: 'buy now' });
    expect([caught.status, await caught.text()]).toEqual([202, '{"status":"pending"}']);
    expect(await subscriberRow(store.db, bot)).toBeUndefined();

    const email = fresh();
    const first = await post(s.app, 'newsletter', { email, fax_number: '' }, { key: `nl-replay-${n}` });
    const replay = await post(s.app, 'newsletter', { email, fax_number: '' }, { key: `nl-replay-${n}` });
    expect([replay.status, await replay.text()]).toEqual([first.status, await first.text()]);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(await deliverToFiles(s.services)).toHaveLength(1);
  });

  it('an invalid address gets the field message the browser shows, with the CORS answer given once', async () => {
    const { app } = testApp(store.db, { env: { FORMS_ALLOWED_ORIGINS: 'https://cdn.clonewave.example' } });
    const response = await post(
      app,
      'newsletter',
      { email: 'not-an-address', fax_number: '' },
      { headers: { origin: 'https://cdn.clonewave.example' } },
    );
    expect(response.headers.get('access-control-allow-origin')).toBe('https://cdn.clonewave.example');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'email', code: 'invalid', message: 'Enter an e-mail address like name@example.com' },
    ]);
  });
});

describe(`newsletter links with the store down (${STORE})`, () => {
  it("sends a page's button to the page that says so; a mail app and JSON get 503 with Retry-After", async () => {
    const s = newsletterApp();
    const { unsubscribe } = await subscribed(s);
    const stopped = await openTestStore();
    await stopped.db.close();
    const { app } = testApp(stopped.db, { env: { FORMS_UNSUBSCRIBE_KEYS: `k1:${K1}` } });

    for (const route of ['confirm', 'unsubscribe', 'resubscribe']) {
      const button = await app.request(`/api/forms/newsletter/${route}`, buttonPost(unsubscribe));
      expect(button.status, route).toBe(303);
      expect(button.headers.get('location'), route).toBe(`${SITE}/newsletter/unavailable/`);
    }
    const oneClick = await app.request(
      `/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`,
      oneClickPost(),
    );
    expect(oneClick.status).toBe(503);
    expect(oneClick.headers.get('retry-after')).toBe('10');
    const json = await app.request('/api/forms/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ t: unsubscribe }),
    });
    expect(json.status).toBe(503);
    expect(json.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe(`newsletter links: only POST changes anything (${STORE})`, () => {
  it('a GET of either link changes nothing', async () => {
    const s = newsletterApp();
    const email = fresh();
    await signUp(s, email);
    const confirmToken = linkToken((await deliverToFiles(s.services))[0]!.mail, '/newsletter/confirm/');
    for (const url of [
      `/api/forms/newsletter/confirm?t=${encodeURIComponent(confirmToken)}`,
      `/api/forms/newsletter/confirm`,
    ]) {
      const got = await s.app.request(url);
      expect(got.status).toBe(405);
      expect(got.headers.get('allow')).toBe('POST');
    }
    expect((await subscriberRow(store.db, email))!.status).toBe('pending');

    const { email: reader, unsubscribe } = await subscribed(s);
    const opened = await s.app.request(`/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${SITE}/newsletter/unsubscribe/?t=${encodeURIComponent(unsubscribe)}`);
    expect((await s.app.request(`/api/forms/newsletter/resubscribe?t=${encodeURIComponent(unsubscribe)}`)).status).toBe(
      405,
    );
    expect((await subscriberRow(store.db, reader))!.status).toBe('confirmed');
  });
});

describe(`newsletter unsubscribe (${STORE})`, () => {
  it('every list mail has one-click List-Unsubscribe, its POST header and List-Id, each on one line', async () => {
    const s = newsletterApp();
    const { welcome, unsubscribe } = await subscribed(s);
    const oneClick = `${SITE}/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`;
    expect(rawHeader(welcome.raw, 'List-Unsubscribe')).toEqual({
      value: `<${oneClick}>, <mailto:support@clonewave.example?subject=unsubscribe>`,
      folded: false,
    });
    expect(rawHeader(welcome.raw, 'List-Unsubscribe-Post')).toEqual({
      value: 'List-Unsubscribe=One-Click',
      folded: false,
    });
    expect(rawHeader(welcome.raw, 'List-Id')).toEqual({
      value: 'Clonewave news <news.clonewave.example>',
      folded: false,
    });
    // The reader is told why this comes, and how to leave without the headers.
    expect(welcome.mail.text).toContain(
      `You get this because this address was confirmed on www.clonewave.example on ${s.services.clock().toISOString().slice(0, 10)}.`,
    );
    expect(welcome.mail.text).toContain(`${SITE}/newsletter/unsubscribe/?t=${encodeURIComponent(unsubscribe)}`);
    // The token names a random subscriber id and a signature: no address in it.
    expect(unsubscribe).toMatch(/^k1\.nsub_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('one-click: 200 with an empty body, the address suppressed; again changes nothing', async () => {
    const s = newsletterApp();
    const { email, unsubscribe } = await subscribed(s);
    const url = `/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`;
    for (let i = 0; i < 2; i++) {
      const response = await s.app.request(url, oneClickPost());
      expect([response.status, await response.text()]).toEqual([200, '']);
      expect((await subscriberRow(store.db, email))!.status).toBe('unsubscribed');
    }
    const suppressed = await store.db.query('SELECT reason FROM suppressions WHERE email_hash = $1', [
      s.services.hash(email),
    ]);
    expect(suppressed.rows).toEqual([{ reason: 'unsubscribed' }]);
  });

  it('the page button lands on /unsubscribed/ with the token, whose "Subscribe again" brings them back', async () => {
    const s = newsletterApp();
    const { email, unsubscribe } = await subscribed(s);
    const left = await s.app.request('/api/forms/newsletter/unsubscribe', buttonPost(unsubscribe));
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(`${SITE}/unsubscribed/?t=${encodeURIComponent(unsubscribe)}`);

    const back = await s.app.request('/api/forms/newsletter/resubscribe', buttonPost(unsubscribe));
    expect(back.headers.get('location')).toBe(`${SITE}/newsletter/confirmed/`);
    expect(await subscriberRow(store.db, email)).toMatchObject({ status: 'confirmed', consent_form: 'resubscribe' });
    expect((await deliverToFiles(s.services)).map((m) => m.mail.subject)).toEqual([
      'Welcome to the Clonewave newsletter',
    ]);
    // The suppression is lifted: a later unsubscribe link still works, and so would a sign-up.
    const again = await store.db.query('SELECT 1 FROM suppressions WHERE email_hash = $1', [s.services.hash(email)]);
    expect(again.rowCount).toBe(0);
  });

  it('a tampered or unknown-key token is refused (400, or a page for a button) and logged without the token or an address', async () => {
    const s = newsletterApp();
    const { email, unsubscribe } = await subscribed(s);
    const [keyId, id, mac] = unsubscribe.split('.') as [string, string, string];
    const otherKey = createHmac('sha256', Buffer.alloc(32, 9)).update(`unsubscribe.k9.${id}`).digest('base64url');
    const forged = createHmac('sha256', Buffer.alloc(32, 9)).update(`unsubscribe.${keyId}.${id}`).digest('base64url');
    const cases = [
      [`${keyId}.${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, 'bad-signature'],
      [`${keyId}.${id}.${forged}`, 'bad-signature'],
      [`${keyId}.nsub_someoneelse.${mac}`, 'bad-signature'],
      [`k9.${id}.${otherKey}`, 'unknown-key'],
      ['garbage', 'malformed'],
    ] as const;
    for (const [token, reason] of cases) {
      for (const route of ['unsubscribe', 'resubscribe']) {
        const response = await s.app.request(
          `/api/forms/newsletter/${route}?t=${encodeURIComponent(token)}`,
          oneClickPost(),
        );
        expect(response.status).toBe(400);
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(s.log.filter((l) => l.level === 'warn').at(-1)).toEqual({
          level: 'warn',
          msg: 'newsletter token refused',
          fields: { route, reason },
        });
      }
    }
    // A page's button with such a token lands on the page that explains a broken link, not on JSON.
    for (const [route, page] of [
      ['unsubscribe', '/newsletter/unsubscribe/'],
      ['resubscribe', '/unsubscribed/'],
    ]) {
      const response = await s.app.request(`/api/forms/newsletter/${route}`, buttonPost('garbage'));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`https://www.clonewave.example${page}`);
    }
    expect((await subscriberRow(store.db, email))!.status).toBe('confirmed');
    const logged = JSON.stringify(s.log);
    expect(logged).not.toContain(email);
    expect(logged).not.toContain(id);
  });

  it("a rotated key's tokens still work; new mails are signed with the new key", async () => {
    const before = newsletterApp(`k1:${K1}`);
    const { email, unsubscribe } = await subscribed(before);
    const after = newsletterApp(`k2:${K2},k1:${K1}`);
    const response = await after.app.request(
      `/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`,
      oneClickPost(),
    );
    expect(response.status).toBe(200);
    expect((await subscriberRow(store.db, email))!.status).toBe('unsubscribed');
    const { unsubscribe: newer } = await subscribed(after);
    expect(newer.startsWith('k2.')).toBe(true);
    // Dropping k1 retires its links.
    const dropped = newsletterApp(`k2:${K2}`);
    const refused = await dropped.app.request(
      `/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`,
      oneClickPost(),
    );
    expect(refused.status).toBe(400);
  });
});
