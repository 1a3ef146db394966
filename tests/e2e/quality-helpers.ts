import { expect, type Locator, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';
import { TEMPLATE_ROUTES } from './export-routes';

/**
 * The animations that turn for ever and start within the page's first second. One draws a
 * frame every 16 ms, and on a 2-core phone that drawing competes with the page's starting
 * scripts (docs/performance.md): a loading state may start turning only after a second.
 * Read as the document is parsed, when the stylesheet is in; reading them computes the styles.
 */
export function earlyEndlessAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const timing = animation.effect!.getComputedTiming();
      const target = (animation.effect as KeyframeEffect).target;
      return timing.iterations === Infinity && Number(timing.delay) < 1000
        ? [`${target?.nodeName.toLowerCase()}.${target?.className} (delay ${timing.delay} ms)`]
        : [];
    }),
  );
}

/**
 * Records CSP violations two ways: the DOM event (recordCspEvents, once per page) and
 * Chromium's console report. Returns a reader of both for the current document.
 */
export async function watchCsp(page: Page) {
  await recordCspEvents(page);
  return cspViolationsReader(page);
}

/** Every document the page loads from now on keeps its `securitypolicyviolation` events. */
export async function recordCspEvents(page: Page) {
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** From now on, Chromium's console reports of CSP violations; the reader adds the document's events. */
export function cspViolationsReader(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The panel a header menu button opens: the popover its `popovertarget` names. */
export async function panelOf(page: Page, trigger: Locator): Promise<Locator> {
  return page.locator(`#${await trigger.getAttribute('popovertarget')}`);
}

/**
 * React has hydrated (the cart link marks it) and the header menu still opens and closes.
 * The menu is HTML popovers and opens before hydration too, so it cannot be the sign.
 */
export async function expectHydrated(page: Page) {
  await hydrated(page);
  const trigger = mainNav(page).locator('button[popovertarget]').filter({ visible: true }).first();
  const panel = await panelOf(page, trigger);
  await trigger.click();
  await expect(panel).toBeVisible();
  await trigger.click();
  await expect(panel).toBeHidden();
}

/** The page's focused element, described for assertions. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return undefined;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      boxShadow: style.boxShadow !== 'none',
      visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden',
      inDialog: !!el.closest('[role="dialog"], dialog'),
      inMain: !!el.closest('main'),
      inForm: !!el.closest('form'),
    };
  });
}

const DIALOG_TRIGGER = 'button[aria-haspopup="dialog"], [role="button"][aria-haspopup="dialog"]';

/** The first page of the templates that has a dialog trigger, opened by keyboard. */
export async function openDialogByKeyboard(page: Page) {
  for (const route of TEMPLATE_ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const trigger = page.locator(DIALOG_TRIGGER).filter({ visible: true }).first();
    if ((await trigger.count()) === 0) continue;
    await expectHydrated(page);
    await reactAttached(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog').filter({ visible: true });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  }
  return undefined;
}

/** Today's overlay: a header dropdown opened by keyboard. */
export async function openMenuByKeyboard(page: Page) {
  await page.goto('/');
  await expectHydrated(page);
  const trigger = mainNav(page).getByRole('button', { name: 'Support' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(await panelOf(page, trigger)).toBeVisible();
  return trigger;
}
