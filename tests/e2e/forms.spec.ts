import { expect, test } from '@playwright/test';
import { draftOf, fillTicket, interceptForms, openForm, openWithLateCodeHeld, TICKET_TEXT } from './forms-helpers';

const TICKET = '/help/create_ticket/';

test('an empty submit marks every required field, describes the error and focuses the first', async ({ page }) => {
  const posts = await interceptForms(page, 200);
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

test('a server error keeps everything typed, says so and retries', async ({ page }) => {
  let status = 500;
  const posts = await interceptForms(page, () => status);
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const error = form.getByRole('alert');
  await expect(error).toContainText('error 500');
  await expect(error).toBeFocused();
  await expect(form.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  await expect(form.getByLabel('What happens?')).toHaveValue(TICKET_TEXT);
  expect(await draftOf(page, 'ticket')).toContain('Dana Whitfield');

  status = 200;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Ticket created' })).toBeVisible();
  expect(posts).toHaveLength(2);
});

test('a successful send posts JSON with the honeypot, confirms and clears the draft', async ({ page }) => {
  const posts = await interceptForms(page, 200);
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  expect(await draftOf(page, 'ticket')).toContain('CWP-40918264');
  await form.getByRole('button', { name: 'Create ticket' }).click();
  const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Ticket created' }) });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  expect(posts).toEqual([
    {
      path: '/ticket',
      body: {
        name: 'Dana Whitfield',
        email: 'dana@example.com',
        product: 'box-pro',
        serial: 'CWP-40918264',
        version: '2.4.1',
        os: 'windows',
        description: TICKET_TEXT,
        orderNumber: '',
        fax_number: '',
      },
    },
  ]);
  expect(await draftOf(page, 'ticket')).toBeNull();
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

test('offline, the form says it needs a connection and keeps the input', async ({ page, context }) => {
  const posts = await interceptForms(page, 200);
  const form = await openForm(page, TICKET, 'ticket');
  await fillTicket(form);
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Create ticket' }).click();
  await expect(form.getByRole('alert')).toContainText('Sending needs an internet connection');
  await expect(form.getByLabel('Your name')).toHaveValue('Dana Whitfield');
  expect(posts).toHaveLength(0);
  await context.setOffline(false);
});

test('every form page posts to its own path @phone', async ({ page }) => {
  const posts = await interceptForms(page, 200);
  const form = await openForm(page, '/help/contact/', 'contact');
  await form.getByLabel('Your name').fill('Sam Ortiz');
  await form.getByLabel('E-mail').fill('sam@example.com');
  await form.getByLabel('Topic').selectOption('feedback');
  await form.getByLabel('Message').fill('Please add a 1440p preset to the Box Turbo.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  expect(posts.map((p) => p.path)).toEqual(['/contact']);
});

test('the footer newsletter subscribes and every form route has its form', async ({ page }) => {
  const posts = await interceptForms(page, 200);
  const footer = await openForm(page, '/aboutus/', 'newsletter');
  await footer.getByLabel('E-mail').fill('news@example.com');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox to confirm' })).toBeVisible();
  expect(posts).toEqual([{ path: '/newsletter', body: { email: 'news@example.com', fax_number: '' } }]);

  const routes = {
    '/help/contact/': 'contact',
    '/help/create_ticket/': 'ticket',
    '/help/warranty_rma/': 'warranty',
    '/become_retailer/': 'retailer',
    '/affiliate/': 'affiliate',
    '/partner/': 'partner',
    '/get_in_touch/': 'sales',
    '/register/': 'register',
  };
  for (const [route, id] of Object.entries(routes)) {
    await page.goto(route);
    await expect(page.locator(`form[data-form="${id}"]`), route).toHaveCount(1);
  }
  await page.goto('/unsubscribed/');
  await expect(page.locator('form[data-form="newsletter"]')).toHaveCount(2);
});

test('a form typed into and sent before its code arrives loses nothing and is sent once the code is in', async ({
  page,
}) => {
  const posts = await interceptForms(page, 200);
  const release = await openWithLateCodeHeld(page, '/help/contact/');
  const form = page.locator('form[data-form="contact"]');
  await expect(form).toHaveAttribute('data-ready', 'false'); // still the server markup
  await form.getByLabel('Your name').fill('Sam Ortiz');
  await form.getByLabel('E-mail').fill('sam@example.com');
  await form.getByLabel('Topic').selectOption('order');
  await form.getByLabel('Message').fill('Order CW-104233 shows delivered, but nothing arrived.');
  await form.getByRole('button', { name: 'Send message' }).click();
  expect(posts).toHaveLength(0);
  release();
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  expect(posts).toEqual([
    {
      path: '/contact',
      body: expect.objectContaining({
        name: 'Sam Ortiz',
        email: 'sam@example.com',
        topic: 'order',
        message: 'Order CW-104233 shows delivered, but nothing arrived.',
      }),
    },
  ]);
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
