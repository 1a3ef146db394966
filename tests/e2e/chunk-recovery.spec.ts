import { expect, test, type Page } from '@playwright/test';
import { reactAttached } from './hydration';
import { pageHref } from '../../lib/navigation/page-href';

/** The chunk scripts a page's HTML references. */
async function chunksOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...new Set(html.match(/\/_next\/static\/chunks\/[^"'\s]+\.js/g) ?? [])];
}

test('a chunk that fails on a client navigation loads the page the link goes to (spec §8)', async ({ page }) => {
  const target = '/box-turbo'; // as the home page links to it
  const here = new Set(await chunksOf(page, '/'));
  // What only the product page needs (its buy box): gone, as after a deploy.
  const replaced = (await chunksOf(page, target)).filter((chunk) => !here.has(chunk));
  expect(replaced.length).toBeGreaterThan(0);
  let fullLoad = false;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname.replace(/\/$/, '') === target) fullLoad = true;
  });
  // Until the full load of the target, whose HTML names the chunks of the new deploy.
  await page.route('**/_next/static/chunks/**', (route) =>
    !fullLoad && replaced.includes(new URL(route.request().url()).pathname)
      ? (refused++, route.abort())
      : route.continue(),
  );
  await page.goto('/');
  const link = page.locator(`main a[href="${pageHref(target)}"]`).first();
  await reactAttached(link);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clonewave Box Turbo');
  expect(fullLoad).toBe(true);
  // A chunk really failed on the way (a navigation that simply worked proves nothing). Which
  // part recovered depends on timing: the site's recovery on the click (its guard then
  // holds for 60 s, tests/unit/runtime.test.ts), or Next's own full load when the idle
  // prefetch of the link had already failed. Either way the visitor lands on the target.
  expect(refused).toBeGreaterThan(0);
});
