import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * A marketer's session: change a product's price and a release note in the editor, save,
 * and find each change in the file and on the page the site's dev server renders; then
 * type an invalid price, and see the field's message while nothing is written. Every
 * file the test touches is put back afterwards.
 */
const repoRoot = path.join(import.meta.dirname, '../..');
const sitePort = Number(process.env.SITE_PORT ?? 3000);
const PRODUCT = 'content/products/box-pro.mdx';
const FIRMWARE = 'content/firmware/box-pro.mdx';
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const originals = new Map([PRODUCT, FIRMWARE].map((file) => [file, read(file)]));

test.afterAll(() => {
  for (const [file, text] of originals) fs.writeFileSync(path.join(repoRoot, file), text);
});

/** Waits until the file on disk holds `text` (a save is an ordinary file write). */
const fileHolds = (file: string, text: string) => expect.poll(() => read(file), { timeout: 30_000 }).toContain(text);

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a marketer edits a price and a release note, sees them on the page, and cannot save a bad price', async ({
  page,
}) => {
  // The price: 34900 cents ($349.00) becomes 35900 ($359.00).
  await page.goto('/keystatic/collection/products/item/box-pro');
  const price = page.getByRole('textbox', { name: 'Price', exact: true });
  await expect(price).toHaveValue(/^34,?900$/);
  await price.fill('35900');
  await price.blur();
  await save(page);
  await fileHolds(PRODUCT, '\nprice: 35900\n');
  await expect(page.getByTestId('site-check')).toContainText('no problems');
  const preview = await page.context().newPage();
  await preview.goto(`http://localhost:${sitePort}/box-pro`);
  await expect(preview.getByText('$359.00').first()).toBeVisible();

  // A release note: the first "new" note of firmware 2.4.1.
  const note = 'Scheduled recordings can now also go live to a second RTMP destination.';
  await page.goto('/keystatic/collection/firmware/item/box-pro');
  await page.getByRole('grid', { name: 'Releases' }).getByRole('row', { name: '2.4.1' }).click();
  const release = page.getByRole('dialog', { name: 'Edit item' });
  await release
    .getByRole('grid', { name: 'New' })
    .getByRole('row', { name: /^Scheduled recordings can now also go live/ })
    .click();
  const noteDialog = page.getByRole('dialog', { name: 'Edit item' }).last();
  await noteDialog.getByRole('textbox', { name: 'New', exact: true }).fill(note);
  await noteDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await release.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await save(page);
  await fileHolds(FIRMWARE, `- ${note}`);
  await preview.goto(`http://localhost:${sitePort}/help/download/firmware/clonewave-box-pro-firmware`);
  await expect(preview.getByText(note)).toBeVisible();

  // A bad price: the field says what is wrong in the content check's words, and the file keeps 35900.
  await page.goto('/keystatic/collection/products/item/box-pro');
  await price.fill('-5');
  await price.blur();
  await save(page);
  await expect(
    page.getByText('Price must be a whole number of cents, 0 or more, like 34900 for $349.00'),
  ).toBeVisible();
  await page.waitForTimeout(2000);
  expect(read(PRODUCT)).toContain('\nprice: 35900\n');
});
