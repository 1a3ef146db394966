import { expect, test, type Page } from '@playwright/test';
import { FORMS, type FormId } from '../../lib/forms/registry';
import { storedFormSends } from '../../lib/stored-values/form-sends';
import {
  draftOf,
  fillTicket,
  FORMS_API,
  openForm,
  openWithLateCodeHeld,
  reference,
  shownReference,
  successPanel,
  TICKET_TEXT,
  watchFormPosts,
} from './forms-helpers';
import { RECEIPT_PDF, SALES_FORM, SITE_FORMS } from './forms-service-helpers';
import { axeViolations } from './a11y-helpers';

/*
 * Every form sent through nginx to the real forms service (playwright.config.ts starts it
 * with an empty store): references, uploads, a retry after a lost answer, refusals at
 * their fields and the rate limit. Each test uses an address of its own, as the service
 * limits tries per address; the service also limits tries per form and client address
 * (5 a minute), so no form is stored more than that across this file.
 */

const TICKET = '/help/create_ticket/';
const address = (name: string) => `${name}@example.com`;

async function sendAndConfirm(page: Page, submit: string, heading: string, prefix: string) {
  await page.getByRole('button', { name: submit }).click();
  const panel = successPanel(page, heading);
  await expect(panel).toBeFocused();
  const shown = await shownReference(panel);
  expect(shown).toMatch(reference(prefix));
  await expect(panel).toContainText(`Your reference: ${shown}`);
  // Focusing it scrolled it into sight below the sticky header (two rows on a phone), not under it.
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  // The panel reads well: contrast of its heading, text and buttons, names, roles.
  expect(await axeViolations(page, '.form-success')).toEqual([]);
  return shown;
}

for (const site of SITE_FORMS) {
  // The contact form is sent from the phone project (390 px), the others from the desktop one.
  const project = site.id === 'contact' ? ' @phone' : '';
  test(`${site.id}: the forms service stores it and the page shows its reference${project}`, async ({ page }) => {
    const posts = watchFormPosts(page);
    const form = await openForm(page, site.route, site.id);
    await site.fill(form, address(`${site.id}-e2e`));
    if (site.id === 'warranty') {
      await form.getByLabel('Proof of purchase (optional)').setInputFiles(RECEIPT_PDF);
      await expect(form.getByRole('button', { name: 'Remove receipt.pdf' })).toBeVisible();
    }
    await sendAndConfirm(page, site.submit, site.sent, site.prefix);
    expect(posts.map((p) => p.path)).toEqual([`/${FORMS[site.id as FormId].path}`]);
    expect(await draftOf(page, site.id)).toBeNull();
  });
}

// The newsletter is double opt-in: the service answers every address alike (202), with no
// reference; its whole cycle is newsletter-cycle.spec.ts.
test('the footer newsletter subscribes through the forms service', async ({ page }) => {
  const posts = watchFormPosts(page);
  const footer = await openForm(page, '/aboutus/', 'newsletter');
  await footer.getByLabel('E-mail').fill(address('newsletter-e2e'));
  const answered = page.waitForResponse((r) => r.url().endsWith(`${FORMS_API}/newsletter`));
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect((await answered).status()).toBe(202);
  const panel = successPanel(page, 'Check your inbox to confirm');
  await expect(panel).toBeFocused();
  await expect(panel).not.toContainText(/reference/i);
  expect(posts).toEqual([
    { path: '/newsletter', key: expect.any(String), body: { email: address('newsletter-e2e'), fax_number: '' } },
  ]);
});

test('a ticket with a screenshot: the file is uploaded at once, listed, and its id sent with the ticket', async ({
  page,
}) => {
  const posts = watchFormPosts(page);
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form, address('ticket-upload'));
  const screenshot = { name: 'recording-stops.png', mimeType: 'image/png', buffer: await page.screenshot() };
  const uploaded = page.waitForResponse((r) => r.url().endsWith(`${FORMS_API}/uploads`));
  await form.getByLabel('Screenshots or photos (optional)').setInputFiles(screenshot);
  const upload = (await (await uploaded).json()) as { upload: string; size: number };
  expect(upload.size).toBe(screenshot.buffer.length);
  const files = form.getByRole('list', { name: 'Attached files' });
  await expect(files.getByRole('listitem')).toHaveCount(1);
  await expect(files).toContainText('recording-stops.png');
  await expect(form.getByRole('status').filter({ hasText: 'recording-stops.png is attached.' })).toBeAttached();
  expect(await draftOf(page, 'ticket')).toContain('CWP-40918264');

  await sendAndConfirm(page, 'Create ticket', 'Ticket created', 'T');
  expect(posts).toEqual([
    {
      path: '/ticket',
      key: expect.stringMatching(/^[\w-]{8,128}$/),
      body: {
        name: 'Dana Whitfield',
        email: address('ticket-upload'),
        product: 'box-pro',
        serial: 'CWP-40918264',
        version: '2.4.1',
        os: 'windows',
        description: TICKET_TEXT,
        orderNumber: '',
        attachments: [upload.upload],
        fax_number: '',
      },
    },
  ]);
  expect(await draftOf(page, 'ticket')).toBeNull();
});

test('a lost answer: the retry sends the same key and gets the same reference, stored once', async ({ page }) => {
  const posts = watchFormPosts(page);
  let lost: string | undefined;
  // The ticket reaches the service and is stored; the connection drops before the answer arrives.
  await page.route(
    `**${FORMS_API}/ticket`,
    async (route) => {
      const response = await route.fetch();
      lost = ((await response.json()) as { reference: string }).reference;
      await route.abort('connectionreset');
    },
    { times: 1 },
  );
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form, address('ticket-retry'));
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const error = form.getByRole('alert');
  await expect(error).toContainText('We could not reach our server');
  expect(lost).toMatch(reference('T'));
  await expect(form.getByLabel('What happens?')).toHaveValue(TICKET_TEXT);

  const replayed = page.waitForResponse((r) => r.url().endsWith(`${FORMS_API}/ticket`));
  await error.getByRole('button', { name: 'Try again' }).click();
  expect((await replayed).headers()['idempotency-replayed']).toBe('true');
  const panel = successPanel(page, 'Ticket created');
  await expect(panel).toContainText(`Your reference: ${lost}`);
  expect(posts).toHaveLength(2);
  expect(posts[1]!.key).toBe(posts[0]!.key);
});

test('a value the service refuses is shown at its field, focused, with everything typed kept', async ({ page }) => {
  // The browser checks e-mail addresses the same way; a request changed on its way is what reaches the service.
  await page.route(`**${FORMS_API}/contact`, (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'sam@' }) }),
  );
  const site = SITE_FORMS.find((f) => f.id === 'contact')!;
  const form = await openForm(page, site.route, site.id);
  await site.fill(form, address('contact-refused'));
  await form.getByRole('button', { name: site.submit }).click();
  const email = form.getByLabel('E-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
  await expect(form.getByRole('alert')).toContainText('There is 1 problem with what you entered.');
  await expect(form.getByLabel('Message')).toHaveValue('Please add a 1440p preset to the Box Turbo.');
});

test('a file the service no longer has is refused at the attachments field', async ({ page }) => {
  // A file uploaded a day ago: the service deleted it, the tab still lists it.
  const form = await openForm(page, TICKET, 'ticket');
  await page.evaluate((key) => {
    const gone = { upload: 'upl_AAAAAAAAAAAAAAAAAAAAAA', name: 'old-photo.jpg', size: 48_000, type: 'image/jpeg' };
    sessionStorage.setItem(key, JSON.stringify({ ticket: { key: crypto.randomUUID(), files: [gone] } }));
  }, storedFormSends.key);
  await fillTicket(form, address('ticket-expired'));
  await page.reload();
  const again = await openForm(page, TICKET, 'ticket', { touch: false });
  await expect(again.getByRole('button', { name: 'Remove old-photo.jpg' })).toBeVisible();
  await again.getByRole('button', { name: 'Create ticket' }).click();
  const picker = again.getByLabel('Screenshots or photos (optional)');
  await expect(picker).toHaveAttribute('aria-invalid', 'true');
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAccessibleDescription(/Attach the file again/);
  await expect(again.getByLabel('What happens?')).toHaveValue(TICKET_TEXT);
});

test('too many tries: the status line says when to try again, and the draft stays', async ({ page }) => {
  const form = await openForm(page, SALES_FORM.route, SALES_FORM.id);
  await SALES_FORM.fill(form, address('sales-1'));
  await sendAndConfirm(page, SALES_FORM.submit, SALES_FORM.sent, SALES_FORM.prefix);
  // Four more requests from this address: the form's budget of five a minute is spent.
  const statuses = await page.evaluate(async (api) => {
    const answers: number[] = [];
    for (let n = 2; n <= 5; n++) {
      const response = await fetch(`${api}/sales`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          name: 'Sam Ortiz',
          company: '',
          email: `sales-${n}@example.com`,
          phone: '',
          sector: 'education',
          message: 'Twelve Box Pro units for a media lab.',
          fax_number: '',
        }),
      });
      answers.push(response.status);
    }
    return answers;
  }, FORMS_API);
  expect(statuses).toEqual([201, 201, 201, 201]);

  await page.getByRole('button', { name: 'Send another' }).click();
  await SALES_FORM.fill(form, address('sales-6'));
  await form.getByRole('button', { name: SALES_FORM.submit }).click();
  const alert = form.getByRole('alert');
  // The wait is what is left of the budget's minute: "1 minute" when the whole of it.
  await expect(alert).toContainText(/^Too many tries\. Try again in (\d+ seconds?|1 minute)\./);
  await expect(alert).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveValue(address('sales-6'));
  expect(await draftOf(page, 'sales')).toContain(address('sales-6'));
});

test('a form typed into and sent before its code arrives loses nothing and is sent once the code is in', async ({
  page,
}) => {
  const posts = watchFormPosts(page);
  const release = await openWithLateCodeHeld(page, '/help/contact/');
  const form = page.locator('form[data-form="contact"]');
  await expect(form).toHaveAttribute('data-ready', 'false'); // still the server markup
  await form.getByLabel('Your name').fill('Sam Ortiz');
  await form.getByLabel('E-mail').fill(address('contact-late'));
  await form.getByLabel('Topic').selectOption('order');
  await form.getByLabel('Message').fill('Order CW-104233 shows delivered, but nothing arrived.');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(posts).toHaveLength(0);
  release();
  const panel = successPanel(page, 'Message sent');
  await expect(panel).toBeVisible();
  expect(await shownReference(panel)).toMatch(reference('C'));
  expect(posts).toEqual([
    {
      path: '/contact',
      key: expect.any(String),
      body: expect.objectContaining({
        name: 'Sam Ortiz',
        email: address('contact-late'),
        topic: 'order',
        message: 'Order CW-104233 shows delivered, but nothing arrived.',
      }),
    },
  ]);
});
