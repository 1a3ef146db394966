import { test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from './a11y-helpers';
import { exportRoutes } from './export-routes';
import { watchErrors } from './helpers';
import {
  cspViolationsReader,
  earlyEndlessAnimations,
  expectHydrated,
  panelOf,
  recordCspEvents,
} from './quality-helpers';

/**
 * One browser tab per worker visits page after page, as a visitor does: every visit is
 * a full load of a new document, and the tab's cache and compiled scripts carry over,
 * which halves the browser's work per page (docs/testing.md). A failed test restarts its
 * worker, so its retry (with a trace) starts in a new tab.
 */
const test = base.extend<{ tab: Page }, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
      const tab = await context.newPage();
      await recordCspEvents(tab);
      await use(tab);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ sharedTab }, use) => {
    await use(sharedTab);
    for (const event of ['console', 'pageerror', 'requestfailed', 'response'] as const) {
      sharedTab.removeAllListeners(event);
    }
  },
});

/**
 * Every exported page, served by nginx with the production headers: it answers 200 with
 * one h1, a title and lang="en"; its CSP has hashes and no 'unsafe-inline' for scripts,
 * nothing is blocked, nothing logs an error or fails to load, nothing turns for ever from
 * its first second, React hydrates (and the header menu works), and axe finds no WCAG 2.2
 * A/AA violation. One visit per page runs every per-page check, which keeps CI short.
 */
test.describe('every page', () => {
  for (const route of exportRoutes()) {
    test(`${route}: answers with its h1, CSP without violations, no errors, no endless animation, hydrates, no axe violations`, async ({
      tab: page,
    }) => {
      const violations = cspViolationsReader(page);
      const errors = watchErrors(page);
      const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      expect(await earlyEndlessAnimations(page), 'endless animations in the first second').toEqual([]);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(5);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const csp = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc =
        csp
          .split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      await page.waitForLoadState('networkidle');
      await test.step('hydrates', () => expectHydrated(page));
      await test.step('axe WCAG 2.2 A/AA', async () => expect(await axeViolations(page)).toEqual([]));
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('@phone pages pass axe on a 390 px screen, menu open', async ({ page }) => {
  test.setTimeout(90_000);
  for (const route of ['/', '/box-pro/', '/help/download/']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), route).toEqual([]);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(await panelOf(page, toggle)).toBeVisible();
    expect(await axeViolations(page), `${route} with the menu open`).toEqual([]);
  }
});

test('@phone wide tables stack on a 390 px screen, each value under its column heading', async ({ page }) => {
  for (const route of ['/help/contact/', '/help/download/manual/']) {
    await page.goto(route);
    const tables = page.locator('table.table-stack');
    expect(await tables.count(), route).toBeGreaterThan(0);
    const overflowing = await tables.evaluateAll(
      (all) => all.filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth).length,
    );
    expect(overflowing, `${route}: tables wider than the screen`).toBe(0);
    const cell = tables.first().locator('td[data-label]').first();
    const label = await cell.getAttribute('data-label');
    const heading = tables
      .first()
      .locator('thead th')
      .nth(await cell.evaluate((td) => (td as HTMLTableCellElement).cellIndex));
    expect(label).toBe((await heading.textContent())?.trim());
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
  }
  expect(await axeViolations(page)).toEqual([]);
});
