import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { storedFormDrafts } from '../../lib/stored-values/form-drafts';

/**
 * The e2e build sets NEXT_PUBLIC_FORMS_ENDPOINT to this host (scripts/test-all.sh); every
 * request to it is answered here by page.route, never by a real server.
 */
const FORMS_ENDPOINT = 'https://forms.clonewave.example';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
};

/** Answers form POSTs with `status`; returns the JSON bodies received. */
export async function interceptForms(page: Page, status: number | (() => number)) {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  await page.route(`${FORMS_ENDPOINT}/**`, async (route, request: Request) => {
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    posts.push({ path: new URL(request.url()).pathname, body: request.postDataJSON() as Record<string, unknown> });
    const code = typeof status === 'function' ? status() : status;
    return route.fulfill({
      status: code,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify(code < 300 ? { ok: true } : { error: 'failed' }),
    });
  });
  return posts;
}

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

export async function fillTicket(form: Locator) {
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('E-mail').fill('dana@example.com');
  await form.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await form.getByLabel('Serial number (hardware)').fill('CWP-40918264');
  await form.getByLabel('Firmware or software version').fill('2.4.1');
  await form.getByLabel('Operating system').selectOption('windows');
  await form.getByLabel('What happens?').fill(TICKET_TEXT);
}

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
