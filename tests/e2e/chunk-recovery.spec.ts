import { expect, test, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';
import { replacedDeploy, type Breakage } from './replaced-deploy';
import { pageHref } from '../../lib/navigation/page-href';
import { stubFormsService } from './forms-helpers';

/**
 * A chunk the page needs that fails, or hangs for 120 s, reloads the page
 * (at most once per 60000 ms), landing where the visitor was going; within those 60 s the
 * visitor is told, with a way forward. Each case runs with the chunk failing and hanging;
 * a hang jumps the page's clock past the timeout (tests/e2e/replaced-deploy.ts).
 */

/** The chunk scripts a page's HTML references. */
async function chunksOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...new Set(html.match(/\/_next\/static\/chunks\/[^"'\s]+\.js/g) ?? [])];
}

async function open(page: Page, how: Breakage, path: string) {
  if (how === 'hang') await page.clock.install();
  const deploy = await replacedDeploy(page, how);
  await page.goto(path);
  await hydrated(page);
  return deploy;
}

async function search(page: Page, terms: string) {
  await page.keyboard.press('/');
  await expect(page.getByRole('combobox', { name: 'Search the site' })).toBeFocused();
  await page.keyboard.type(terms);
}

const PRODUCT = '/box-turbo'; // as the home page links to it
const NEXT = '/help/download/'; // as every page's footer links to it

/**
 * Opens the home page and clicks its link to the product page, whose own chunks (its buy
 * box) the replaced deploy lacks: held from the start, so the link's idle prefetch cannot
 * fetch them before the click. They then fail or hang; the page the link goes to loads.
 */
async function navigateToProduct(page: Page, how: Breakage) {
  const here = new Set(await chunksOf(page, '/'));
  const replaced = (await chunksOf(page, PRODUCT)).filter((chunk) => !here.has(chunk));
  expect(replaced.length).toBeGreaterThan(0);
  if (how === 'hang') await page.clock.install();
  const deploy = await replacedDeploy(page, how);
  deploy.replace({ only: replaced });
  await page.goto('/');
  const link = page.locator(`main a[href="${pageHref(PRODUCT)}"]`).first();
  await reactAttached(link);
  await link.click();
  await deploy.break();
  await expect.poll(() => deploy.loads).toBe(2);
  return deploy;
}

const MESSAGE = 'Order CW-104233 shows delivered, but nothing arrived.';

/** Fills the contact form (its code is asked for on the first focus) and presses Send. */
async function sendContact(page: Page) {
  const form = page.getByRole('form', { name: 'Message from the website' });
  await form.getByLabel('Your name').fill('Sam Ortiz');
  await form.getByLabel('E-mail').fill('sam@example.com');
  await form.getByLabel('Topic').selectOption('order');
  await form.getByLabel('Message').fill(MESSAGE);
  await form.getByRole('button', { name: 'Send message' }).click();
  return form;
}

for (const how of ['fail', 'hang'] as const) {
  test.describe(`a chunk that ${how}s`, () => {
    test('search: the page reloads once, and the new build’s search works', async ({ page }) => {
      const deploy = await open(page, how, '/');
      deploy.replace();
      await search(page, '4K');
      await deploy.break();
      await expect.poll(() => deploy.loads).toBe(2);
      await hydrated(page);
      await search(page, '4K');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      expect(deploy.loads).toBe(2);
    });

    test('search: within 60 s of that reload, no second one but an error with a reload link', async ({ page }) => {
      const deploy = await open(page, how, '/');
      deploy.replace({ lasting: true });
      await search(page, '4K');
      await deploy.break();
      await expect.poll(() => deploy.loads).toBe(2);
      await hydrated(page);
      await search(page, '4K');
      await deploy.break({ withinGuard: true });
      const alert = page.getByRole('search').getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Search could not load');
      await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      expect(deploy.loads).toBe(2);
    });

    test('contact form: Send reloads the page once, keeping what was typed, and the new build sends it', async ({
      page,
    }) => {
      const posts = await stubFormsService(page);
      const deploy = await open(page, how, '/help/contact/');
      deploy.replace();
      const form = await sendContact(page);
      await deploy.break();
      await expect.poll(() => deploy.loads).toBe(2);
      // The draft brings the new build's form code in when idle, with what was typed.
      await expect(form).toHaveAttribute('data-ready', 'true');
      await expect(form.getByText('We restored what you typed earlier in this tab.')).toBeVisible();
      await expect(form.getByLabel('Message')).toHaveValue(MESSAGE);
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
      expect(posts).toEqual([
        expect.objectContaining({
          path: '/contact',
          body: expect.objectContaining({
            name: 'Sam Ortiz',
            email: 'sam@example.com',
            topic: 'order',
            message: MESSAGE,
          }),
        }),
      ]);
      expect(deploy.loads).toBe(2);
    });

    test('contact form: within 60 s of that reload, an error with a reload link and e-mail, and the text stays', async ({
      page,
    }) => {
      const posts = await stubFormsService(page);
      const deploy = await open(page, how, '/help/contact/');
      deploy.replace({ lasting: true });
      const form = await sendContact(page);
      await deploy.break();
      await expect.poll(() => deploy.loads).toBe(2);
      await hydrated(page);
      // The stored draft asks for the form's code when idle; it fails again.
      await expect(page.locator('.markup-upgrade').filter({ has: form })).toHaveAttribute(
        'data-upgrade',
        /loading|failed/,
      );
      await deploy.break({ withinGuard: true });
      const alert = form.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('This form could not load, so nothing was sent.');
      await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
      await expect(alert.getByRole('link', { name: 'E-mail us instead' })).toHaveAttribute('href', /^mailto:support@/);
      await expect(form.getByLabel('Message')).toHaveValue(MESSAGE);
      // Send is no dead control: it tries again, and says so again.
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(alert).toBeVisible();
      expect(posts).toEqual([]);
      expect(deploy.loads).toBe(2);
    });

    test('client navigation: the page the link goes to loads in full', async ({ page }) => {
      const deploy = await navigateToProduct(page, how);
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clonewave Box Turbo');
      expect(deploy.loads).toBe(2);
    });

    test('client navigation: within 60 s of that load, an error with a link that loads the page', async ({ page }) => {
      const deploy = await navigateToProduct(page, how);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clonewave Box Turbo');
      await hydrated(page);
      // Only the next page's chunks: a prefetch of some other page must not stand in for them.
      deploy.replace({ only: await chunksOf(page, NEXT) });
      const next = page.getByRole('contentinfo').locator(`a[href="${NEXT}"]`).first();
      await reactAttached(next);
      await next.click();
      await deploy.break({ withinGuard: true });
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText('This page could not load');
      expect(deploy.loads).toBe(2);
      // The way forward: a full load of the page the link went to, which gets the new build.
      await expect(page).toHaveURL(new RegExp(`${NEXT}$`));
      await alert.getByRole('button', { name: 'Load the page again' }).click();
      await expect.poll(() => deploy.loads).toBe(3);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download centre');
    });
  });
}
