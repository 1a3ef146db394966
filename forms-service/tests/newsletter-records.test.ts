import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import { runCli } from '../commands';
import { purge } from '../purge';
import { post, testApp } from './support/app';
import { buttonPost, deliverToFiles, linkToken, oneClickPost, subscriberRow } from './support/newsletter';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const TOKEN = 'an-admin-token-of-some-length';
const DAY_MS = 86_400_000;
let n = 0;
const fresh = () => `records${++n}-${Date.now()}@example.com`;

function service() {
  const { app, services } = testApp(store.db, { env: { FORMS_ADMIN_TOKEN: TOKEN } });
  let now = new Date();
  services.clock = () => now;
  const asAdmin = (url: string, init: RequestInit = {}) =>
    app.request(url, { ...init, headers: { authorization: `Bearer ${TOKEN}`, ...init.headers } });
  return { app, services, asAdmin, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}
type Service = ReturnType<typeof service>;

/** Signs up; confirms from the mail's link unless `confirm` is false. Returns the unsubscribe token if confirmed. */
async function signUp(s: Service, email: string, confirm = true) {
  await post(s.app, 'newsletter', { email, fax_number: '' });
  const [mail] = await deliverToFiles(s.services);
  if (!confirm) return undefined;
  await s.app.request('/api/forms/newsletter/confirm', buttonPost(linkToken(mail!.mail, '/newsletter/confirm/')));
  const [welcome] = await deliverToFiles(s.services);
  return linkToken(welcome!.mail, '/newsletter/unsubscribe/');
}

describe(`newsletter records for operators (${STORE})`, () => {
  it('exports the confirmed subscribers as CSV in listmonk import format, by CLI and admin route', async () => {
    const s = service();
    const confirmed = fresh();
    const pending = fresh();
    await signUp(s, confirmed);
    await signUp(s, pending, false);

    const fromCli = parse(await runCli(['newsletter-csv'], s.services), { columns: true }) as Array<
      Record<string, string>
    >;
    const fromAdmin = await s.asAdmin('/api/forms/admin/newsletter/subscribers');
    expect(fromAdmin.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(parse(await fromAdmin.text(), { columns: true })).toEqual(fromCli);
    const row = fromCli.find((r) => r.email === confirmed)!;
    expect(Object.keys(row)).toEqual(['email', 'name', 'attributes']);
    expect(JSON.parse(row.attributes!)).toMatchObject({
      consent_form: 'newsletter',
      consent_version: NEWSLETTER.consentVersion,
      consent_at: expect.any(String),
      confirmed_at: expect.any(String),
    });
    expect(fromCli.some((r) => r.email === pending)).toBe(false);
    expect((await s.app.request('/api/forms/admin/newsletter/subscribers')).status).toBe(401);
  });

  it('export and erase --email cover the subscription; an erased address stays suppressed', async () => {
    const s = service();
    const email = fresh();
    const unsubscribe = (await signUp(s, email))!;
    const exported = (await (await s.asAdmin(`/api/forms/admin/subjects?email=${email}`)).json()) as {
      newsletter: { subscriber: { email: string; status: string }; suppression: null };
    };
    expect(exported.newsletter).toMatchObject({ subscriber: { email, status: 'confirmed' }, suppression: null });

    // The confirmation and the welcome, written as .eml files: erased with the address.
    expect(await runCli(['erase', '--email', email], s.services)).toBe(
      'erased 0 submission(s), 1 newsletter subscription(s) and 2 e-mail copies\n',
    );
    expect(await subscriberRow(store.db, email)).toBeUndefined();
    expect(JSON.parse(await runCli(['export', '--email', email], s.services)).newsletter).toEqual({
      subscriber: null,
      suppression: { reason: 'erased', created_at: expect.any(String) },
    });
    // Nothing is left to mail, and a sign-up of the address sends nothing.
    const answer = await post(s.app, 'newsletter', { email, fax_number: '' });
    expect(answer.status).toBe(202);
    expect(await deliverToFiles(s.services)).toHaveLength(0);
    // Their old unsubscribe link still answers as it did, and cannot bring back what is gone.
    const left = await s.app.request(
      `/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`,
      oneClickPost(),
    );
    expect(left.status).toBe(200);
    const back = await s.app.request('/api/forms/newsletter/resubscribe', buttonPost(unsubscribe));
    expect(back.headers.get('location')).toBe('https://www.clonewave.example/newsletter/expired/');
  });

  it('an operator lifts a suppression; the next sign-up gets a confirmation mail', async () => {
    const s = service();
    const email = fresh();
    const unsubscribe = (await signUp(s, email))!;
    await s.app.request(`/api/forms/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribe)}`, oneClickPost());
    await post(s.app, 'newsletter', { email, fax_number: '' });
    expect(await deliverToFiles(s.services)).toHaveLength(0);

    expect(await runCli(['unsuppress', '--email', email.toUpperCase()], s.services)).toMatch(/^lifted/);
    expect(await runCli(['unsuppress', '--email', email], s.services)).toMatch(/not suppressed/);
    // Still one confirmation mail per address per 10 minutes, counted from the first.
    s.later(NEWSLETTER.confirmationEveryMinutes * 60_000);
    await post(s.app, 'newsletter', { email, fax_number: '' });
    const mails = await deliverToFiles(s.services);
    expect(mails.map((m) => m.mail.subject)).toEqual(['Confirm your Clonewave newsletter subscription']);
    expect((await subscriberRow(store.db, email))!.status).toBe('pending');
  });

  it('purges sign-ups never confirmed 30 days after the last one, and keeps the confirmed', async () => {
    const s = service();
    const unconfirmed = fresh();
    const confirmed = fresh();
    await signUp(s, unconfirmed, false);
    await signUp(s, confirmed);
    const purgeAt = (days: number) =>
      purge(store.db, s.services.files, s.services.policy, new Date(s.services.clock().getTime() + days * DAY_MS));
    await purgeAt(NEWSLETTER.unconfirmedDays - 1);
    expect(await subscriberRow(store.db, unconfirmed)).toBeDefined();
    expect((await purgeAt(NEWSLETTER.unconfirmedDays + 1)).subscribers).toBeGreaterThanOrEqual(1);
    expect(await subscriberRow(store.db, unconfirmed)).toBeUndefined();
    expect((await subscriberRow(store.db, confirmed))!.status).toBe('confirmed');
  });
});
