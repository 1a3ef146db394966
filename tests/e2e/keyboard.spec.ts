import { expect, test } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { hydrated, reactAttached } from './hydration';
import { HELPER, inReadingOrder, MAC_UA, visibleDownloads, WINDOWS_UA } from './downloads-helpers';
import { expectHydrated, focused, mainNav, openDialogByKeyboard, openMenuByKeyboard, panelOf } from './quality-helpers';

/** Keyboard only: the header menus, a dialog and a form (see a11y.spec.ts for the fallbacks). */

test('keyboard: skip link, header menus and their dropdowns', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await expectHydrated(page);
  const nav = mainNav(page);
  const triggers = nav.locator('button[popovertarget]').filter({ visible: true });
  const count = await triggers.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const trigger = triggers.nth(i);
    const panel = await panelOf(page, trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    const links = panel.getByRole('link');
    const linkCount = await links.count();
    expect(linkCount).toBeGreaterThan(0);
    // Tab walks through every link of the open dropdown, in order.
    for (let l = 0; l < linkCount; l++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(l)).toBeFocused();
    }
    // Shift+Tab goes back inside; Tab past the last link closes it (navbar hide delay).
    await page.keyboard.press('Shift+Tab');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
    // Space toggles too, and Escape closes and hands focus back.
    await trigger.focus();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  }

  // Enter on a dropdown link navigates.
  const support = nav.getByRole('button', { name: 'Support' });
  await support.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const target = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).pathname);
  await page.keyboard.press('Enter');
  // trailingSlash: the route's canonical URL ends in a slash, whether the link's href does or not.
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\/$/, '')}/$`));
});

test('keyboard: a dialog traps focus, closes on Escape and returns focus (or, where none opens, the menu does)', async ({
  page,
}) => {
  const opened = await openDialogByKeyboard(page);
  if (opened) {
    await expect.poll(async () => (await focused(page))?.inDialog).toBe(true);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page))?.inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(opened.dialog).toBeHidden();
    await expect(opened.trigger).toBeFocused();
  } else {
    const trigger = await openMenuByKeyboard(page);
    await page.keyboard.press('Tab');
    expect((await focused(page))?.tag).toBe('a');
    await page.keyboard.press('Escape');
    await expect(await panelOf(page, trigger)).toBeHidden();
    await expect(trigger).toBeFocused();
  }
});

const FORM_ROUTES = ['/help/contact/', '/help/create_ticket/', '/become_retailer/', '/register/'];

test('keyboard: a form is filled and submitted by keyboard, errors announced (or, where a page has none, the page is walkable)', async ({
  page,
}) => {
  for (const route of FORM_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const form = page.locator('main form').filter({ visible: true }).first();
    if ((await form.count()) === 0) continue;
    await expectHydrated(page);
    await reactAttached(form);
    // Reach the form with Tab alone.
    for (let i = 0; i < 120 && !(await focused(page))?.inForm; i++) await page.keyboard.press('Tab');
    expect((await focused(page))?.inForm, `Tab never reached the form on ${route}`).toBe(true);
    // Submitting it empty must say what is wrong, next to the fields or in an alert.
    const submit = form.locator('button[type="submit"], button:not([type]), input[type="submit"]').first();
    await submit.focus();
    await page.keyboard.press('Enter');
    await expect(form.locator('[aria-invalid="true"]').or(page.getByRole('alert')).first()).toBeVisible();
    expect(await axeViolations(page), `${route} after an empty submit`).toEqual([]);
    return;
  }
  // No form yet: every interactive element of the contact page's main content is reachable by Tab.
  await page.goto(FORM_ROUTES[0]!);
  await page.waitForLoadState('networkidle');
  const expected = await page.evaluate(() => {
    const items = [
      ...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea'),
    ];
    const visible = items.filter((el) => el.getClientRects().length > 0 && el.tabIndex >= 0);
    visible.forEach((el, i) => (el.dataset.tabProbe = String(i)));
    return visible.length;
  });
  expect(expected).toBeGreaterThan(0);
  await page.locator('main').focus();
  const seen = new Set<string>();
  for (let i = 0; i < expected + 3; i++) {
    await page.keyboard.press('Tab');
    const probe = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tabProbe);
    if (probe !== undefined) seen.add(probe);
  }
  expect(seen.size).toBe(expected);
});

for (const [name, userAgent, platform] of [
  ['macOS', MAC_UA, 'macos'],
  ['Windows', WINDOWS_UA, 'windows'],
] as const) {
  test.describe(`keyboard: a release page for ${name} visitors`, () => {
    test.use({ userAgent });
    test("Tab meets the downloads in the order they are seen, the visitor's own first", async ({ page }) => {
      await page.goto(`${HELPER.path}/`);
      await hydrated(page);
      const latest = HELPER.releases[0]!;
      // Start where the latest release begins, then walk it with Tab alone.
      await page.getByRole('heading', { level: 2, name: `Version ${latest.version}` }).evaluate((heading) => {
        (heading as HTMLElement).tabIndex = -1;
        (heading as HTMLElement).focus();
      });
      const tabbed: (string | null)[] = [];
      for (let i = 0; i < 50; i++) {
        await page.keyboard.press('Tab');
        const step = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el?.closest('.latest-release')) return undefined;
          return { download: el.hasAttribute('download'), href: el.getAttribute('href') };
        });
        if (!step) break;
        if (step.download) tabbed.push(step.href);
      }
      const seen = inReadingOrder(await visibleDownloads(page)).map((link) => link.href);
      expect(tabbed).toEqual(seen);
      expect(tabbed[0]).toBe(latest.files.find((file) => file.platform === platform)!.url);
      expect(tabbed).toHaveLength(latest.files.length + 1);
    });
  });
}
