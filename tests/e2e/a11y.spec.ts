import { expect, test } from '@playwright/test';
import { reactAttached } from './hydration';
import { axeViolations } from './a11y-helpers';
import { TEMPLATE_ROUTES } from './export-routes';
import { expectHydrated, mainNav, openDialogByKeyboard, openMenuByKeyboard, focused } from './quality-helpers';

/**
 * Accessibility in states a static scan does not reach. Each test finds its feature
 * (a dialog, the cart) by role and, where the page offers none, checks the closest state
 * the site has, so it never skips.
 */

test('axe: no violation with a modal open (or, where none opens, a header dropdown)', async ({ page }) => {
  const opened = await openDialogByKeyboard(page);
  if (opened) {
    expect(await axeViolations(page)).toEqual([]);
  } else {
    await openMenuByKeyboard(page);
    await expect(mainNav(page).getByRole('link').filter({ visible: true }).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
});

test('axe: no violation on the cart with items (added by keyboard where the cart exists)', async ({ page }) => {
  await page.goto('/box-pro/');
  await page.waitForLoadState('networkidle');
  const add = page.getByRole('button', { name: /add to cart/i }).first();
  if ((await add.count()) > 0) {
    await expectHydrated(page);
    await reactAttached(add);
    await add.focus();
    await page.keyboard.press('Enter');
    // The cart is written to the browser's storage after the click: leaving the page
    // before that would open an empty cart.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clonewave-cart') ?? '')).toContain('"variantId"');
    await page.goto('/cart/');
    await page.waitForLoadState('networkidle');
    // A filled cart offers at least one quantity control or remove button for its line.
    await expect(
      page
        .getByRole('main')
        .getByRole('spinbutton')
        .or(page.getByRole('main').getByRole('button', { name: /remove/i }))
        .first(),
    ).toBeVisible();
  } else {
    await page.goto('/cart/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);
});

test('visible focus on every element Tab reaches', async ({ page }) => {
  // Nine pages and up to 50 Tabs each: on a loaded 2-core host this has taken over 2 minutes.
  test.setTimeout(300_000);
  for (const route of TEMPLATE_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < 50; i++) {
      await page.keyboard.press('Tab');
      const el = await focused(page);
      if (!el) break; // focus left the document: the whole page was walked
      expect(el.visible, `${route}: Tab ${i + 1} focused an invisible <${el.tag}> "${el.text}"`).toBe(true);
      expect(el.outline || el.boxShadow, `${route}: <${el.tag}> "${el.text}" shows no focus indicator`).toBe(true);
    }
  }
});

test('targets are at least 24×24 px (buttons, fields, menu, breadcrumb and footer links)', async ({ page }) => {
  for (const route of TEMPLATE_ROUTES) {
    await page.goto(route);
    const small = await page.evaluate(() => {
      const selector =
        'button, input:not([type="hidden"]), select, textarea, [role="button"], .btn, nav a, footer a, .breadcrumb a';
      return (
        [...document.querySelectorAll<HTMLElement>(selector)]
          // Visually hidden inputs (Bootstrap's .btn-check, clipped away) are not targets: their
          // label, a button-sized .btn, is what the pointer hits.
          .filter(
            (el) =>
              el.getClientRects().length > 0 &&
              getComputedStyle(el).visibility !== 'hidden' &&
              getComputedStyle(el).clip !== 'rect(0px, 0px, 0px, 0px)',
          )
          .map((el) => ({ el, rect: el.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && (rect.width < 24 || rect.height < 24))
          .map(
            ({ el, rect }) =>
              `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
          )
      );
    });
    expect(small, route).toEqual([]);
  }
});

test.describe('on a Mac', () => {
  // The release lists Windows first; for a Mac visitor the prominent download switches from
  // the Windows one to the macOS one and the list badges the macOS file.
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });

  test("axe: download buttons keep their contrast while the visitor's platform is applied", async ({ page }) => {
    // On a full load the platform is set before the downloads are parsed, and before a
    // client navigation by the client runtime. Should it ever be set after they show, a
    // colour transition on that restyle would pass through unreadable mid-tones
    // (color-contrast failed once when axe ran during one): freeze any such transition a
    // quarter of the way (half-way, text and background are the same colour, which axe
    // reports as "needs review", not as a failure), then check.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const list = document.querySelector('.latest-release');
        if (!list || !document.documentElement.hasAttribute('data-platform')) return;
        observer.disconnect();
        for (const animation of document.getAnimations()) {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          if (!(target instanceof Node) || !list.contains(target)) continue;
          animation.pause();
          animation.currentTime = Number(animation.effect?.getComputedTiming().duration ?? 0) / 4;
        }
      });
      observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-platform'] });
    });
    await page.goto('/help/download/');
    const link = page.locator('main a[href="/help/download/software/clonewave-capture-sdk-release/"]').first();
    await reactAttached(link);
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'macos');
    await expect(page.locator('.latest-release [data-platform="macos"] .platform-badge')).toBeVisible();
    expect(await axeViolations(page, '.latest-release')).toEqual([]);
  });
});

test.describe('states that work without scripts', () => {
  // axe needs a script of its own, so "without scripts" is the site's chunks blocked:
  // the states come from the HTML and CSS alone, as with JavaScript off.
  for (const siteScripts of [true, false]) {
    test.describe(siteScripts ? 'with the site scripts' : 'with the site scripts blocked', () => {
      test.beforeEach(async ({ page }) => {
        if (!siteScripts) await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
      });

      test('axe: the comparison with differences only and a product column hidden', async ({ page }) => {
        await page.goto('/clonewave-products-comparison/');
        if (siteScripts) await expectHydrated(page);
        await page.getByRole('checkbox', { name: 'Clonewave Box', exact: true }).uncheck();
        await page.getByRole('switch', { name: 'Show differences only' }).check();
        await expect(page.getByRole('table').getByRole('columnheader', { name: /^Clonewave Box \$/ })).toBeHidden();
        expect(await axeViolations(page)).toEqual([]);
      });

      test('@phone axe: the 390 px menu with a submenu open', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await mainNav(page).getByRole('button', { name: 'Support' }).click();
        await expect(
          mainNav(page)
            .getByRole('link', { name: /^Downloads/ })
            .first(),
        ).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
