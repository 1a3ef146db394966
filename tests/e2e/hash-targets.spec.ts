import { expect, test, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';
import { pageTransitionDone } from './helpers';
import { ROUTES } from '../../lib/routes';
import { pageHref } from '../../lib/navigation/page-href';

/**
 * A linked section is never hidden under the sticky header, on a fresh load, a
 * client navigation and back/forward. The download centre links to each product's manuals.
 */
const SECTION = 'manuals-box-pro';
const HEADING = `${SECTION}-h`;
const hashUrl = `${ROUTES.manuals}/#${SECTION}`;

/** The section's heading is whole in the viewport, below the header's bottom edge. */
const headingClear = (page: Page) =>
  page.evaluate((id) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const heading = document.getElementById(id)!.getBoundingClientRect();
    return heading.top >= header.bottom && heading.bottom <= window.innerHeight;
  }, HEADING);

/**
 * Once the page transition is over and the (smooth) scroll has come to rest, the heading
 * is clear; the test's next click then lands as a visitor's would.
 */
async function expectClear(page: Page) {
  await pageTransitionDone(page);
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const resting = y === last;
      last = y;
      return resting;
    })
    .toBe(true);
  await expect.poll(() => headingClear(page)).toBe(true);
}

for (const [width, tag] of [
  [390, ' @phone'],
  [1280, ''],
] as const) {
  test.describe(`at ${width} px${tag}`, () => {
    test.use({ viewport: { width, height: width < 768 ? 844 : 720 } });

    test('a URL with a hash shows its section below the header', async ({ page }) => {
      await page.goto(hashUrl);
      await expectClear(page);
      await hydrated(page);
      await expectClear(page);
    });

    test('a link to a section of another page, then back and forward, keep it below the header', async ({ page }) => {
      await page.goto(`${ROUTES.downloads}/`);
      const link = page.locator(`a[href="${pageHref(`${ROUTES.manuals}#${SECTION}`)}"]`).first();
      await reactAttached(link);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/manual/i);
      await expectClear(page);
      // By keyboard: when a click's first try is intercepted, Playwright tries again after
      // scrolling the target into view at another alignment, which for the sticky header
      // moves the page, so Back rightly restores that other position.
      await page.getByRole('banner').getByRole('link', { name: 'Clonewave' }).press('Enter');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
      await expectClear(page);
      await page.goBack();
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`#${SECTION}$`));
      await expectClear(page);
    });
  });
}
