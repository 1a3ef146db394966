import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

/**
 * The pages a newsletter e-mail links to, without the forms service: its answers (a 303 to
 * the next page, as the service gives a form post) come from page.route, and each test
 * checks what the page posted. The whole cycle against the running service is
 * newsletter-cycle.spec.ts.
 */
const TOKEN = 'k1.nsub_4Yw2.mAc-Value_123';

/** Answers the POST to the page's form action with a redirect to `next`; returns what was posted. */
async function answerWithRedirect(page: Page, action: string, next: (origin: string) => string) {
  const posted: string[] = [];
  await page.route(action, async (route, request) => {
    expect(request.method()).toBe('POST');
    posted.push(request.postData() ?? '');
    const origin = new URL(page.url()).origin;
    await route.fulfill({ status: 303, headers: { location: next(origin) } });
  });
  return posted;
}

test('the confirm link shows one button, which posts the token and lands on the confirmed page', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`/newsletter/confirm/?t=${TOKEN}`);
  const button = page.getByRole('button', { name: 'Confirm my subscription' });
  await expect(button).toBeVisible();
  await expect(page.getByText('This link is incomplete')).toBeHidden();
  // Opening the page posted nothing: only the button does.
  const action = (await page.locator('form:has(input[name="t"])').getAttribute('action'))!;
  expect(action).toMatch(/\/newsletter\/confirm$/);
  const posted = await answerWithRedirect(page, action, (origin) => `${origin}/newsletter/confirmed/`);
  await button.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  expect(posted).toEqual([`t=${encodeURIComponent(TOKEN)}`]);
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
  const unsubscribe = page.locator('form:has(input[name="t"])');
  const action = (await unsubscribe.getAttribute('action'))!;
  expect(action).toMatch(/\/newsletter\/unsubscribe$/);
  const posted = await answerWithRedirect(page, action, (origin) => `${origin}/unsubscribed/?t=${TOKEN}`);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(posted).toEqual([`t=${encodeURIComponent(TOKEN)}`]);

  // With the token from their own mailbox, the sign-up form gives way to one button.
  const again = page.getByRole('button', { name: 'Subscribe again' });
  await expect(again).toBeVisible();
  await expect(page.locator('main').getByRole('textbox', { name: 'E-mail' })).toBeHidden();
  const resubscribe = (await page.locator('form:has(input[name="t"])').getAttribute('action'))!;
  expect(resubscribe).toMatch(/\/newsletter\/resubscribe$/);
  const reposted = await answerWithRedirect(page, resubscribe, (origin) => `${origin}/newsletter/confirmed/`);
  await again.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your subscription is confirmed' })).toBeVisible();
  expect(reposted).toEqual([`t=${encodeURIComponent(TOKEN)}`]);
  expect(errors).toEqual([]);
});

test('/unsubscribed/ without a token keeps its sign-up form and no "Subscribe again"', async ({ page }) => {
  await page.goto('/unsubscribed/');
  await expect(page.locator('main').getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe again' })).toBeHidden();
});

test('the expired page offers a new sign-up', async ({ page }) => {
  await page.goto('/newsletter/expired/');
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: 'Subscribe' })).toBeVisible();
});
