import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { storedFormDrafts } from '../../lib/stored-values/form-drafts';

/**
 * Where the e2e build's forms post (scripts/test-all.sh sets NEXT_PUBLIC_FORMS_ENDPOINT):
 * the site's own origin, where nginx passes it to the forms service that playwright.config.ts
 * starts. stubFormsService answers in its place, for the states the service cannot be made
 * to produce on demand.
 */
export const FORMS_API = '/api/forms';

/** A form POST as the page sent it: the form's path, its Idempotency-Key and its JSON body. */
export interface FormPost {
  path: string;
  key: string | null;
  body: Record<string, unknown>;
}

const isFormPost = (request: Request) =>
  request.method() === 'POST' &&
  new URL(request.url()).pathname.startsWith(`${FORMS_API}/`) &&
  !request.url().endsWith('/uploads');

const formPost = (request: Request): FormPost => ({
  path: new URL(request.url()).pathname.slice(FORMS_API.length),
  key: request.headers()['idempotency-key'] ?? null,
  body: request.postDataJSON() as Record<string, unknown>,
});

/** Records the form POSTs the page sends (not the uploads), whoever answers them. */
export function watchFormPosts(page: Page): FormPost[] {
  const posts: FormPost[] = [];
  page.on('request', (request) => {
    if (isFormPost(request)) posts.push(formPost(request));
  });
  return posts;
}

/** An answer of the stub: 201 with a reference (replayed for a key seen before), or a problem. */
export type StubReply = 'created' | { status: number; retryAfter?: number };

/**
 * Answers the form POSTs as the forms service does, with `reply(n)` for the n-th post
 * (0-based): 'created' is 201 with a reference, and a key that got one before gets the
 * same answer again with Idempotency-Replayed, as the service replays it; a status is a
 * problem+json answer with Retry-After when given. Uploads get 201. Returns the posts.
 */
export async function stubFormsService(page: Page, reply: (n: number) => StubReply = () => 'created') {
  const posts: FormPost[] = [];
  const answered = new Map<string, string>();
  await page.route(`**${FORMS_API}/**`, async (route, request) => {
    if (!isFormPost(request)) return route.fulfill({ status: 201, json: uploadAnswer() });
    const post = formPost(request);
    const answer = reply(posts.length);
    posts.push(post);
    if (answer === 'created') {
      const replayed = post.key !== null && answered.has(post.key);
      const body = answered.get(post.key ?? '') ?? JSON.stringify(created(post.path.slice(1)));
      if (post.key) answered.set(post.key, body);
      return route.fulfill({
        status: 201,
        contentType: 'application/json',
        headers: replayed ? { 'Idempotency-Replayed': 'true' } : {},
        body,
      });
    }
    return route.fulfill({
      status: answer.status,
      contentType: 'application/problem+json',
      headers: answer.retryAfter === undefined ? {} : { 'Retry-After': String(answer.retryAfter) },
      body: JSON.stringify({ type: 'about:blank', title: 'Not stored', status: answer.status }),
    });
  });
  return posts;
}

let served = 0;
const created = (form: string) => ({
  reference: `T-STUB-${String(++served).padStart(4, '0')}`,
  form,
  receivedAt: new Date().toISOString(),
});
const uploadAnswer = () => ({ upload: 'upl_stubstubstubstubstubst', name: 'file', size: 1, type: 'image/png' });

/** What the forms service's references look like: a form's prefix, then 4 and 4 Crockford base32 characters. */
export const reference = (prefix: string) => new RegExp(`^${prefix}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$`);

/**
 * Opens a page and brings its form to life as a visitor does: once hydrated, focusing a
 * field loads the form's code (components/upgrade/markup-upgrade.tsx); the test goes on when
 * the live form has taken over and restored any draft, with the focus given back.
 * `{ touch: false }` only waits: a form with a stored draft loads by itself when idle.
 */
export async function openForm(page: Page, path: string, formId: string, { touch = true } = {}) {
  await page.goto(path);
  const form = page.locator(`form[data-form="${formId}"]`);
  await expect(page.locator('.markup-upgrade').filter({ has: form })).not.toHaveAttribute('data-upgrade', 'pending');
  const field = form.getByRole('textbox').first();
  if (touch) await field.focus();
  await expect(form).toHaveAttribute('data-ready', 'true');
  if (touch) await field.blur();
  await expect(form, 'build with NEXT_PUBLIC_FORMS_ENDPOINT set (npm test does)').toHaveAttribute(
    'data-endpoint',
    'configured',
  );
  return form;
}

export const TICKET_TEXT = 'Recording stops after twenty minutes of 4K60 to the USB SSD; the LED turns red.';

export async function fillTicket(form: Locator, email = 'dana@example.com') {
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await form.getByLabel('Serial number (hardware)').fill('CWP-40918264');
  await form.getByLabel('Firmware or software version').fill('2.4.1');
  await form.getByLabel('Operating system').selectOption('windows');
  await form.getByLabel('What happens?').fill(TICKET_TEXT);
}

/** The success panel of a sent form, found by its heading. */
export const successPanel = (page: Page, heading: string) =>
  page.getByRole('status').filter({ has: page.getByRole('heading', { name: heading }) });

/** The reference number shown in a success panel. */
export const shownReference = async (panel: Locator) =>
  ((await panel.locator('.form-reference-number').textContent()) ?? '').trim();

/** The stored draft of one form as JSON text, null when there is none. */
export const draftOf = (page: Page, formId: string) =>
  page.evaluate(
    ([key, id]) => {
      const draft = (JSON.parse(window.sessionStorage.getItem(key!) ?? '{}') as Record<string, unknown>)[id!];
      return draft === undefined ? null : JSON.stringify(draft);
    },
    [storedFormDrafts.key, formId],
  );

/**
 * Opens `path` while holding back every script the page does not reference itself (the
 * code loaded later: forms, search, newsletter), so a test can use the server-rendered
 * markup first. Call the returned `release` to let that code arrive.
 */
export async function openWithLateCodeHeld(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!html.includes(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto(path);
  // Hydrated: the first-load code has run (the cart widget marks it).
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart, / })).toHaveAttribute(
    'data-hydrated',
    'true',
  );
  return release;
}
