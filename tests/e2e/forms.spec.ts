import { expect, test } from '@playwright/test';
import {
  draftOf,
  fillTicket,
  openForm,
  openWithLateCodeHeld,
  shownReference,
  stubFormsService,
  successPanel,
  TICKET_TEXT,
  watchFormPosts,
} from './forms-helpers';

/*
 * The forms without a server: validation, drafts, the markup before the code, offline,
 * and the answers the forms service cannot be made to give on demand (503 while its store
 * is down, 409 while a first try is still being stored), stubbed as it gives them.
 * forms-service.spec.ts sends every form to the real service.
 */

const TICKET = '/help/create_ticket/';

test('an empty submit marks every required field, describes the error and focuses the first', async ({ page }) => {
  const posts = watchFormPosts(page);
  const form = await openForm(page, TICKET, 'ticket');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const name = form.getByLabel('Your name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Enter your name');
  for (const label of ['E-mail', 'Product', 'Firmware or software version', 'Operating system', 'What happens?']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByLabel('Order number (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toContainText('There are 6 problems');
  expect(posts).toHaveLength(0);
});

test('a serial number that does not fit the product shows the serial-number alert', async ({ page }) => {
  const form = await openForm(page, '/help/warranty_rma/', 'warranty');
  await form.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await form.getByLabel('Serial number').fill('CWE-1234');
  await form.getByRole('button', { name: 'Request RMA' }).click();
  const alert = form.getByRole('complementary', { name: 'Where to find the serial number of your Clonewave Box Pro' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('underside next to the rubber feet');
  await expect(alert).toContainText('It looks like CWP-40918264.');
  const serial = form.getByRole('textbox', { name: 'Serial number' });
  await expect(serial).toHaveAccessibleDescription(/not a Clonewave Box Pro serial number/);
  await serial.fill('CWP-22000001');
  await expect(alert).toHaveCount(0);
});

test('503: the form keeps everything typed, offers the e-mail, and the retry sends the same key', async ({ page }) => {
  const posts = await stubFormsService(page, (n) => (n === 0 ? { status: 503, retryAfter: 10 } : 'created'));
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const error = form.getByRole('alert');
  await expect(error).toContainText('Our form service is unavailable right now');
  await expect(error).toBeFocused();
  const mail = error.getByRole('link', { name: 'or send it by e-mail' });
  expect(decodeURIComponent((await mail.getAttribute('href')) ?? '')).toContain(`Problem: ${TICKET_TEXT}`);
  await expect(form.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  await expect(form.getByLabel('What happens?')).toHaveValue(TICKET_TEXT);
  expect(await draftOf(page, 'ticket')).toContain('Dana Whitfield');

  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(successPanel(page, 'Ticket created')).toContainText('Your reference: T-STUB-');
  expect(posts).toHaveLength(2);
  expect(posts[1]!.key).toBe(posts[0]!.key);
});

test('409: the first try is still being stored; the retry gets its answer', async ({ page }) => {
  const posts = await stubFormsService(page, (n) => (n === 0 ? { status: 409, retryAfter: 1 } : 'created'));
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('We are still handling the form you sent. Try again in 1 second');
  await alert.getByRole('button', { name: 'Try again' }).click();
  const panel = successPanel(page, 'Ticket created');
  await expect(panel).toBeFocused();
  expect(await shownReference(panel)).toMatch(/^T-STUB-/);
  expect(posts.map((p) => p.key)).toEqual([posts[0]!.key, posts[0]!.key]);
});

test('a reload while typing keeps the draft', async ({ page }) => {
  const form = await openForm(page, TICKET, 'ticket');
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await form.getByLabel('What happens?').pressSequentially('No picture on');
  await page.reload();
  // The stored draft brings the form's code by itself, without a touch.
  const again = await openForm(page, TICKET, 'ticket', { touch: false });
  await expect(again.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  await expect(again.getByLabel('Product')).toHaveValue('box-pro');
  await expect(again.getByLabel('What happens?')).toHaveValue('No picture on');
  await expect(again.getByText('We restored what you typed earlier in this tab.')).toBeVisible();
});

test('a reload before the form’s code has come keeps what was typed into the page as served', async ({ page }) => {
  // The form's code is held: what is typed goes into the server-rendered markup.
  await openWithLateCodeHeld(page, TICKET);
  const form = page.locator('form[data-form="ticket"]');
  await form.getByLabel('Your name').fill('Dana Whitfield');
  await form.getByLabel('What happens?').fill('No picture on');
  await expect(form).not.toHaveAttribute('data-ready', 'true');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  const again = await openForm(page, TICKET, 'ticket', { touch: false });
  await expect(again.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  await expect(again.getByLabel('What happens?')).toHaveValue('No picture on');
  await expect(again.getByText('We restored what you typed earlier in this tab.')).toBeVisible();
});

test('offline, the form says it needs a connection and keeps the input', async ({ page, context }) => {
  const posts = watchFormPosts(page);
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Create ticket' }).click();
  await expect(form.getByRole('alert')).toContainText('Sending needs an internet connection');
  await expect(form.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  expect(posts).toHaveLength(0);
  await context.setOffline(false);
});

test('the header search and the newsletter keep the text and the focus when their code takes over', async ({
  page,
}) => {
  const release = await openWithLateCodeHeld(page, '/aboutus/');
  const newsletter = page.locator('form[data-form="newsletter"]');
  await expect(newsletter).toHaveAttribute('data-ready', 'false');
  const email = newsletter.getByLabel('E-mail');
  await email.fill('news@example');
  await email.press('/'); // typing in a field: the search shortcut must not steal the key
  await expect(email).toHaveValue('news@example/');
  await email.fill('news@example.com');

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/'); // the shortcut works before the search code is in
  const search = page.getByRole('combobox', { name: 'Search the site' });
  await expect(search).toBeFocused();
  await search.pressSequentially('box pro');
  release();
  await expect(newsletter).toHaveAttribute('data-ready', 'true');
  await expect(email).toHaveValue('news@example.com');
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('box pro');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});

test('the unsubscribed page has the newsletter form twice, each its own', async ({ page }) => {
  await page.goto('/unsubscribed/');
  const forms = page.locator('form[data-form="newsletter"]');
  await expect(forms).toHaveCount(2);
  const ids = await forms.getByLabel('E-mail').evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(new Set(ids).size).toBe(2);
});
