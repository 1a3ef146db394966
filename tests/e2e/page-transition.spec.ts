import { expect, test, type Page } from '@playwright/test';
import { PAGE_TRANSITION } from '../../lib/constants';
import { TEMPLATE_ROUTES } from './export-routes';
import { reactAttached } from './hydration';

/**
 * The page transition (PAGE_TRANSITION, app/layout.tsx) runs on a change of page and on
 * nothing else. React starts a view transition for any update it may animate; an effect
 * setting state while a Suspense boundary hydrates is one (an idle update), and under a
 * <ViewTransition update="page"> the whole content faded out and back in over the consent
 * banner after every load. Each call of document.startViewTransition is recorded with its
 * transition types.
 */
async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const calls: (string[] | null)[] = [];
    Object.assign(window, { viewTransitionCalls: calls });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((options: StartViewTransitionOptions) => {
      calls.push(options && typeof options === 'object' ? (options.types ?? null) : null);
      return start(options);
    }) as typeof document.startViewTransition;
  });
}

const viewTransitionCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { viewTransitionCalls: (string[] | null)[] }).viewTransitionCalls);

/** Hydration is over: the main content's links are React's, and the browser has been idle twice since. */
async function settled(page: Page) {
  await reactAttached(page.locator('main a[href]').first());
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  }
}

for (const route of TEMPLATE_ROUTES) {
  test(`loading ${route} runs no view transition`, async ({ page }) => {
    await recordViewTransitions(page);
    await page.goto(route);
    await settled(page);
    expect(await viewTransitionCalls(page)).toEqual([]);
  });
}

test('a link to another page runs the page transition', async ({ page }) => {
  await recordViewTransitions(page);
  await page.goto('/help/download/firmware/clonewave-box-pro-firmware/');
  await settled(page);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByRole('link', { name: 'Help', exact: false }).first().click();
  await expect(page).toHaveURL(/\/help\/$/);
  await expect.poll(() => viewTransitionCalls(page)).toEqual([[PAGE_TRANSITION.name]]);
});
