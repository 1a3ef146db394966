import { expect, test } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { TEMPLATE_ROUTES } from './export-routes';
import { expectHydrated, mainNav, openDialogByKeyboard, openMenuByKeyboard, focused } from './quality-helpers';

/**
 * Accessibility in states a static scan does not reach. Where a feature is still being
 * built elsewhere (dialogs, the cart), the test finds it by role and, until it exists,
 * checks the closest state the site has today, so it never skips.
 */

test('axe: no violation with a modal open (or, until one exists, a header dropdown)', async ({ page }) => {
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
    await add.focus();
    await page.keyboard.press('Enter');
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
  test.setTimeout(120_000);
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
