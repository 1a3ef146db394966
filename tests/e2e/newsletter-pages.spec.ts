import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

/**
 * The pages a newsletter e-mail links to, without the forms service: its answers (a 303 to
 * the next page, as the service gives a form post) come from page.route, and each test
 * checks what the page posted. The whole cycle against the running service is
 * newsletter-cycle.spec.ts.
 */
const TOKEN = 'k1.nsub_4Yw2.mAc-Value_123';

/**
 * Presses the page's token button, whose form must post to the service route `action`;
 * the service's answer (page.route) is a 303 to `next` on the site. Checks the page it
 * lands on by its h1 and that exactly the token was posted, once.
 */
async function press(page: Page, button: string, action: string, next: string, landsOn: string) {
  const target = (await page.locator('form:has(input[name="t"])').getAttribute('action'))!;
  expect(target).toMatch(new RegExp(`/newsletter/${action}$`));
  const posted: string[] = [];
  await page.route(target, async (route, request) => {
    expect(request.method()).toBe('POST');
    posted.push(request.postData() ?? '');
    await route.fulfill({ status: 303, headers: { location: `${new URL(page.url()).origin}${next}` } });
  });
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 1, name: landsOn })).toBeVisible();
  expect(posted).toEqual([`t=${encodeURIComponent(TOKEN)}`]);
}

test('the confirm link shows one button, which posts the token and lands on the confirmed page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/newsletter/confirm/?t=${TOKEN}`);
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeVisible();
  await expect(page.getByText('This link is incomplete')).toBeHidden();
  // Opening the page posted nothing: only the button does.
  await press(page, 'Confirm my subscription', 'confirm', '/newsletter/confirmed/', 'Your subscription is confirmed');
  expect(errors).toEqual([]);
});

test('a confirm link without its token explains and offers the sign-up instead', async ({ page }) => {
  await page.goto('/newsletter/confirm/');
  await expect(page.getByText(/This link is incomplete/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeHidden();
  await expect(page.locator('main').getByRole('textbox', { name: 'E-mail' })).toBeVisible();
});

test('unsubscribe posts the token and lands on /unsubscribed/, whose "Subscribe again" posts it back', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`/newsletter/unsubscribe/?t=${TOKEN}`);
  await press(page, 'Unsubscribe', 'unsubscribe', `/unsubscribed/?t=${TOKEN}`, 'You are unsubscribed');

  // With the token from their own mailbox, the sign-up form gives way to one button.
  await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeVisible();
  await expect(page.locator('main').getByRole('textbox', { name: 'E-mail' })).toBeHidden();
  await press(page, 'Subscribe again', 'resubscribe', '/newsletter/confirmed/', 'Your subscription is confirmed');
  expect(errors).toEqual([]);
});

test('/unsubscribed/ without a token keeps its sign-up form and no "Subscribe again"', async ({ page }) => {
  await page.goto('/unsubscribed/');
  await expect(page.locator('main').getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeHidden();
});

test('the expired page offers a new sign-up', async ({ page }) => {
  await page.goto('/newsletter/expired/');
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
});
