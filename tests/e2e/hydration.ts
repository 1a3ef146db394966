import { expect, type Locator, type Page } from '@playwright/test';
import { RUNTIME_READY_ATTRIBUTE } from '../../components/runtime/runtime-ready';

/**
 * The page's first hydration has committed and run its effects: the header's cart link
 * marks itself once the cart store is read (components/cart/cart-widget.tsx), and the
 * client runtime, loaded once the page has hydrated, has marked <html>
 * (components/runtime/runtime-ready.ts). Pages start their scripts only after the first
 * paint (scripts/postbuild/scripts-after-paint.ts), so `window.next` existing says little:
 * a click or a key press before this is handled by the browser alone.
 */
export async function hydrated(page: Page) {
  await expect(page.getByRole('banner').locator('[data-hydrated="true"]').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator(`html[${RUNTIME_READY_ATTRIBUTE}]`)).toBeAttached({ timeout: 30_000 });
}

/**
 * React has attached its handlers to the element (it carries React's props), so a click
 * on a link is a client navigation. The page's main content can hydrate after the header.
 */
export async function reactAttached(locator: Locator) {
  await hydrated(locator.page());
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      timeout: 30_000,
    })
    .toBe(true);
}
