import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { ERROR_MESSAGES } from '../../lib/constants';
import { ROUTES } from '../../lib/routes';
import { STORED_VALUES } from '../../lib/stored-values/registry';
import { junkFor } from '../stored-junk';
import { watchErrors } from './helpers';

/**
 * Nothing a browser keeps can break a page. Between them these pages run every
 * reader of a stored value: the cart page the cart, the contact page its form draft, and
 * every page the scroll memory, the consent banner and the footer newsletter's draft.
 */
const PAGES = [`${ROUTES.cart}/`, '/help/contact/'];

/**
 * Hydrated, and every form has read its draft: a form island has looked for one once it
 * waits for the visitor, and has restored it once live (components/upgrade/markup-upgrade.tsx).
 */
async function settled(page: Page) {
  await hydrated(page);
  await expect(page.locator('[data-upgrade="pending"], [data-upgrade="loading"]')).toHaveCount(0);
}

/** Every registered value's junk of one kind (the `index`th of junkFor): [area, key, text]. */
const junkOfKind = (index: number) =>
  STORED_VALUES.map((entry) => [entry.area, entry.key, junkFor(entry)[index]!] as const);

const storeJunk = (page: Page, junk: ReturnType<typeof junkOfKind>) =>
  page.evaluate(
    (values) =>
      values.forEach(([area, key, raw]) => window[area as 'localStorage' | 'sessionStorage'].setItem(key, raw)),
    junk,
  );

/** Each reader is independent: junk under every key at once breaks a page if junk under any one would. */
const JUNK_KINDS = Math.max(...STORED_VALUES.map((entry) => junkFor(entry).length));

for (const path of PAGES) {
  test(`${path}: junk stored under every key shows the page normally, on reload and on back`, async ({ page }) => {
    test.slow(); // 5 kinds of junk × a reload and a back
    const errors = watchErrors(page);
    await page.goto(path);
    await settled(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    for (let index = 0; index < JUNK_KINDS; index++) {
      const junk = junkOfKind(index);
      const stored = junk.map(([, key, raw]) => `${key} = ${raw}`).join(', ');
      const expectNormal = async () => {
        await settled(page);
        await expect(page.getByRole('heading', { level: 1 }), stored).toHaveText(heading!);
        await expect(page.getByText(ERROR_MESSAGES.errorPageFailed), stored).toHaveCount(0);
      };
      await storeJunk(page, junk);
      await page.reload();
      await expectNormal();
      // Back from another page: the scroll memory is read as the history entry returns.
      await page.getByRole('banner').getByRole('link', { name: 'Clonewave' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await storeJunk(page, junk);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectNormal();
    }
    // Script errors only: a stray 404 of a background fetch (seen now and then under load,
    // cause not yet found; every URL of the export is checked by tests/export/links.test.ts)
    // says nothing about stored values.
    expect(errors.filter((e) => !/Failed to load resource: .* 404/.test(e))).toEqual([]);
  });
}
