import { expect, test, type Page, type Route } from '@playwright/test';
import { identicalVisibleRows, watchErrors } from './helpers';
import { mainNav, panelOf } from './quality-helpers';

/**
 * The site works from its first paint: with JavaScript off, and with scripts on but the
 * page's chunks still loading, the menus, the category pages and the comparison controls
 * answer; once the chunks arrive, hydration takes over without losing what was done.
 */

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('@phone the 390 px menu reaches the product, support and company pages', async ({ page }) => {
    for (const [menu, link, heading] of [
      ['Products', 'All products', 'All products'],
      ['Support', 'Downloads', 'Download centre'],
      ['Company', 'About us', 'About'],
    ] as const) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const trigger = mainNav(page).getByRole('button', { name: menu });
      await trigger.click();
      const panel = await panelOf(page, trigger);
      await panel.getByRole('link', { name: new RegExp(`^${link}`) }).click();
      await expect(page.getByRole('heading', { level: 1 }), `${menu} › ${link}`).toContainText(heading);
    }
  });

  test('@phone a category link shows only that category', async ({ page }) => {
    await page.goto('/products/');
    await page.getByRole('navigation', { name: 'Category' }).getByRole('link', { name: 'Capture devices' }).click();
    await expect(page).toHaveURL(/\/products\/capture-devices\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Capture devices');
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    for (const text of await cards.allTextContents()) expect(text).toMatch(/Flint LX|HDML-Cloner/);
  });

  test('a form says before anything is typed that sending it needs JavaScript, and where to write instead', async ({
    page,
  }) => {
    await page.goto('/help/contact/');
    const form = page.locator('form[data-form="contact"]');
    const note = form.getByText(/^This form is sent with JavaScript, which is off in this browser/);
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: 'support@clonewave.example' })).toHaveAttribute(
      'href',
      'mailto:support@clonewave.example',
    );
    const box = await note.boundingBox();
    const firstField = await form.getByLabel('Your name').boundingBox();
    expect(box!.y).toBeLessThan(firstField!.y);
  });

  test('the cart says it needs JavaScript instead of loading for ever', async ({ page }) => {
    await page.goto('/cart/');
    await expect(page.getByText(/Your cart is kept in this browser, and showing it needs JavaScript/)).toBeVisible();
  });

  test('@phone the differences toggle hides identical rows and a product column can be hidden', async ({ page }) => {
    await page.goto('/clonewave-products-comparison/');
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr.comparison-row').filter({ visible: true });
    const all = await rows.count();
    await page.getByRole('checkbox', { name: 'Clonewave Box', exact: true }).uncheck();
    await expect(table.getByRole('columnheader', { name: /^Clonewave Box \$/ })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: /\$\d/ }).filter({ visible: true })).toHaveCount(7);
    // Two recorders of one family agree on some rows: those go with "differences only".
    await keepOnly(page, ['Clonewave Box Pro', 'Clonewave Box Turbo']);
    await expect(table.getByRole('columnheader', { name: /\$\d/ }).filter({ visible: true })).toHaveCount(2);
    await page.getByRole('switch', { name: 'Show differences only' }).check();
    await expect.poll(() => rows.count()).toBeLessThan(all);
    expect(await identicalVisibleRows(page)).toEqual([]);
    // A third product brings back the rows where it differs from them.
    const differing = await rows.count();
    await page.getByRole('checkbox', { name: 'Clonewave Flint LX', exact: true }).check();
    await expect.poll(() => rows.count()).toBeGreaterThan(differing);
    expect(await identicalVisibleRows(page)).toEqual([]);
  });
});

const RECORDER_COMPARISON = [
  'Clonewave Box',
  'Clonewave Box Evolve',
  'Clonewave Box Pro',
  'Clonewave Box Turbo',
  'Clonewave Flint LX',
  'HDML-Cloner Pro',
  'HDML-Cloner',
  'HDML-Cloner Wand',
];

/** Unticks every product of the recorder comparison but `keep`. */
async function keepOnly(page: Page, keep: string[]) {
  for (const name of RECORDER_COMPARISON.filter((n) => !keep.includes(n)))
    await page.getByRole('checkbox', { name, exact: true }).uncheck();
}

/** Holds back every /_next/static/chunks/ script until `release()`. */
async function holdChunks(page: Page) {
  const held: Route[] = [];
  let open = false;
  await page.route('**/_next/static/chunks/**/*.js', (route) => (open ? route.continue() : held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const hydrated = (page: Page) => page.getByRole('banner').locator('[data-hydrated="true"]');

test('with the chunks held back the menu opens; after they load it stays open, still works, and nothing is logged', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  const support = mainNav(page).getByRole('button', { name: 'Support' });
  const panel = await panelOf(page, support);
  await support.click();
  await expect(panel).toBeVisible();
  await expect(hydrated(page)).toHaveCount(0);

  await chunks.release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await support.click();
  await panel.getByRole('link', { name: /^Downloads/ }).click();
  await expect(page).toHaveURL(/\/help\/download\/$/);
  await expect(panel).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('comparison choices made before hydration are kept and go into the URL', async ({ page }) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/clonewave-products-comparison/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  const rows = page.locator('.comparison-table tbody tr.comparison-row').filter({ visible: true });
  const all = await rows.count();
  await page.getByRole('switch', { name: 'Show differences only' }).check();
  await keepOnly(page, ['Clonewave Box Pro', 'Clonewave Box Turbo']);
  await expect.poll(() => rows.count()).toBeLessThan(all);
  const before = await rows.count();

  await chunks.release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page).toHaveURL(/\?products=box-pro,box-turbo&diff=1$/);
  expect(await rows.count()).toBe(before);
  await expect(page.getByRole('switch', { name: 'Show differences only' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Clonewave Box', exact: true })).not.toBeChecked();
  // The last ticked products stay: with one left, it cannot be unticked.
  await page.getByRole('checkbox', { name: 'Clonewave Box Turbo', exact: true }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Clonewave Box Pro', exact: true })).toBeDisabled();
  await expect(page).toHaveURL(/\?products=box-pro&diff=1$/);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

const cartCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

test('a variant and quantity chosen before hydration are what the buy box adds', async ({ page }) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/box-pro/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  await page.getByRole('radio', { name: /Bundle with WaveDrive Go 1 TB/ }).check();
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');

  await chunks.release();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByTestId('buy-box-price')).toHaveText('$429.00');
  await page.getByRole('button', { name: 'Pre-order' }).click();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 2 items');
  await cartCount(page).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toContainText(
    'Bundle with WaveDrive Go 1 TB',
  );
  expect(errors).toEqual([]);
});

test('Add to cart clicked before hydration takes the line to the cart page, which adds it once', async ({ page }) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/box-pro/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  await page.getByLabel('Quantity', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart\/\?variant=\d+&quantity=3$/);

  await chunks.release();
  await expect(page).toHaveURL(/\/cart\/$/);
  const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText('Clonewave Box Pro');
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 3 items');
  await page.reload();
  await expect(cartCount(page)).toHaveAccessibleName('Cart, 3 items');
  expect(errors).toEqual([]);
});

test('a product and type picked in the download finder before hydration are applied once it runs', async ({ page }) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/help/download/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  const finder = page.getByRole('region', { name: 'Find downloads for your product' });
  await finder.getByLabel('Product').selectOption({ label: 'Clonewave Box Pro' });
  await finder.getByRole('group', { name: 'Type' }).getByText('Firmware', { exact: true }).click();

  await chunks.release();
  await expect(page).toHaveURL(/\?product=box-pro&type=firmware$/);
  await expect(finder.getByRole('link')).toHaveCount(1);
  await expect(finder.getByLabel('Product')).toHaveValue('box-pro');
  await expect(finder.getByRole('radio', { name: 'Firmware' })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a catalog sort chosen before hydration is applied once it runs, and goes into the URL', async ({ page }) => {
  const errors = watchErrors(page);
  const chunks = await holdChunks(page);
  await page.goto('/products/drives-and-docks/', { waitUntil: 'domcontentloaded' });
  await expect.poll(chunks.count).toBeGreaterThan(0);
  const items = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(items.first()).not.toContainText('WaveDrive Pro');
  await page.getByLabel('Sort by').selectOption('price-desc');

  await chunks.release();
  await expect(page).toHaveURL(/\/products\/drives-and-docks\/\?sort=price-desc$/);
  await expect(items.first()).toContainText('WaveDrive Pro');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
