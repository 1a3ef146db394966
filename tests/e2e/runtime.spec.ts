import { expect, test, type Page, type Request } from '@playwright/test';
import { PAYLOAD_DIR } from '../../scripts/export-pages';
import { hydrated, reactAttached } from './hydration';

/** Records whether the nprogress bar was ever inserted, from page start. */
async function recordBar(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __barSeen: boolean };
    w.__barSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__barSeen = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}
const barSeen = (page: Page) => page.evaluate(() => (window as unknown as { __barSeen: boolean }).__barSeen);

test.describe('loading bar', () => {
  test('a slow navigation shows the bar, which goes once the page has arrived', async ({ page }) => {
    await recordBar(page);
    // Every request for the destination route (prefetch or navigation) takes 2.5 s.
    await page.route(/\/aboutus\//, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: /About/ }).first().click();
    await expect(page.locator('#nprogress')).toBeAttached();
    // The route answers after 2.5 s; a busy machine adds its own seconds.
    await expect(page).toHaveURL(/\/aboutus\/$/, { timeout: 20_000 });
    await expect(page.locator('#nprogress')).not.toBeAttached();
  });

  test('a fast navigation never shows it, nor do hash-only and modified clicks', async ({ page, context }) => {
    await recordBar(page);
    await page.goto('/resource/');
    await hydrated(page);
    // A prefetched route renders at once, well within the 200 ms throttle.
    const prefetched = page.waitForResponse((r) => r.url().includes('/aboutus/') && r.ok());
    await page.locator('footer a[href^="/aboutus"]').first().hover();
    await prefetched;
    await page.waitForTimeout(300);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page
        .locator('footer a[href^="/aboutus"]')
        .first()
        .click({ modifiers: ['Shift'] }),
    ]);
    await popup.close();
    await page.locator('footer a[href^="/aboutus"]').first().click();
    await expect(page).toHaveURL(/\/aboutus\/$/);
    await page.waitForTimeout(400);
    expect(await barSeen(page)).toBe(false);
  });
});

test('back restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.goto('/box-pro/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1400);
  await page.waitForTimeout(100);
  await page.getByRole('banner').getByRole('link', { name: 'Clonewave' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/box-pro\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1400);
});

test.describe('modal', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto('/resource/');
    await hydrated(page);
  });

  test('Esc closes the video dialog and focus returns to its button; nothing from YouTube before the click', async ({
    page,
  }) => {
    await expect(page.locator('iframe')).toHaveCount(0);
    const opener = page.getByRole('button', { name: /Watch: Console capture setup/ });
    await reactAttached(opener);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Console capture setup, step by step' });
    await expect(dialog).toBeVisible();
    // YouTube is a third party: without consent the dialog asks first, then plays.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Allow YouTube and play' }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/Rt7hW2mKq4Z/,
    );
    // The pressed button is gone: the focus is back on the dialog, as when it opened.
    await expect(dialog).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    // Focus is inside the dialog and stays there.
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    // The trap (@restart/ui's enforceFocus) brings focus back in a timeout after it left,
    // so it is back inside by the next task, not at once: a busy CI host read it between.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    // Tab may have entered the player's frame, whose keys belong to YouTube (a cross-origin
    // frame): press Escape from the dialog's own controls.
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a backdrop click closes it and focus returns', async ({ page }) => {
    const opener = page.getByRole('button', { name: /Watch: Console capture setup/ });
    await reactAttached(opener);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Clicks on the backdrop count once the dialog has finished opening (state visible).
    await expect(dialog).toHaveClass(/\bshow\b/);
    await page.mouse.click(8, 300);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('search finds a product by a word that is only in its body', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await box.pressSequentially('ducking');
  const option = page.getByRole('option', { name: /Clonewave Box Pro/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /result/ })).toBeVisible();
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/box-pro\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Box Pro');
});

test('search forgives a typo, and empty terms show no results', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.keyboard.press('/');
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.pressSequentially('duckng'); // "ducking" with a letter missing
  await expect(page.getByRole('option', { name: /Clonewave Box Pro/ })).toBeVisible();
  // The query engine returns every document for empty terms (as @nuxt/content v1); the header shows none.
  await box.fill('   ');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the offline notice appears while offline and goes when back online', async ({ page, context }) => {
  await page.goto('/');
  await hydrated(page);
  const notice = page.getByText(/You are offline\. Pages you have already opened/);
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Pages you have already opened/ })).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  // The toast code loads with the first toast (browser/on-demand.ts), right after reconnecting.
  await expect(page.getByText('You are back online.')).toBeVisible();
});

test('unsupported-browser middleware redirects silently when storage is blocked', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await page.goto('/cart/');
  await expect(page).toHaveURL(/\/unsupported-content\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your browser is not supported');
});

test('on a full load the unsupported-browser check runs before the page, even where the app cannot run', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // A browser too old for the site: no structuredClone, and none of the app's JavaScript runs.
    Object.defineProperty(window, 'structuredClone', { value: undefined });
  });
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
  await page.goto('/register/');
  await expect(page).toHaveURL(/\/unsupported-content\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your browser is not supported');
  // location.replace: the page it left is not in the history, so Back does not bounce.
  await page.goBack();
  expect(page.url()).not.toContain('/register');
});

/**
 * A route prefetch (Next's segment files and RSC requests), not the page's own payload,
 * which its loader fetches from /_content/rsc/ to hydrate (scripts/postbuild/scripts-after-paint.ts).
 */
const isPrefetch = (request: Request) =>
  request.resourceType() === 'fetch' &&
  /__next|_rsc|\.txt/.test(request.url()) &&
  !new URL(request.url()).pathname.startsWith(`/${PAYLOAD_DIR}/`);

test('no prefetching with save-data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (isPrefetch(request)) fetched.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(2500);
  expect(fetched).toEqual([]);
});

const prefetchedPaths = (page: Page) => {
  const paths = new Set<string>();
  page.on('request', (request) => {
    if (isPrefetch(request)) paths.add(new URL(request.url()).pathname.replace(/[^/]*$/, ''));
  });
  return paths;
};

test("the content's visible links are prefetched once the browser is idle, the header's, breadcrumb's and category filter's only on intent", async ({
  page,
}) => {
  const paths = prefetchedPaths(page);
  await page.goto('/products/');
  await hydrated(page);
  // The intro's links to the comparisons are in view at the top of the catalog's content.
  await expect.poll(() => paths.has('/clonewave-products-comparison/'), { timeout: 10_000 }).toBe(true);
  await page.waitForTimeout(2500);
  // The logo and the breadcrumb (home) and the cart link are in view too, but on every page;
  // the category filter leads to subsets of the cards on screen.
  expect(paths.has('/')).toBe(false);
  expect(paths.has('/cart/')).toBe(false);
  expect(paths.has('/products/recorders/')).toBe(false);
  await page.getByRole('banner').locator('a[href="/cart/"]').first().hover();
  await expect.poll(() => paths.has('/cart/'), { timeout: 10_000 }).toBe(true);
  await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Recorders' }).hover();
  await expect.poll(() => paths.has('/products/recorders/'), { timeout: 10_000 }).toBe(true);
});

// styles/_page-scrollbar.scss: a touch screen's overlay scrollbar, which Chromium flashes
// and fades out once a page that scrolls has loaded, waits for the client runtime.
test.describe('page scrollbar', () => {
  const scrollbarWidth = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarWidth);

  test('@phone on a touch screen it shows once the client runtime has mounted', async ({ page }) => {
    await page.goto('/box-pro/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    await hydrated(page);
    expect(await scrollbarWidth(page)).toBe('auto');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('@phone a touch screen scrolls without it', async ({ page }) => {
      await page.goto('/box-pro/');
      expect(await scrollbarWidth(page)).toBe('none');
    });

    test('with a mouse it is always there', async ({ page }) => {
      await page.goto('/box-pro/');
      expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(true);
      expect(await scrollbarWidth(page)).toBe('auto');
    });
  });
});
