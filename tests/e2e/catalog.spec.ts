import { expect, test } from '@playwright/test';
import { identicalVisibleRows, watchErrors } from './helpers';
import { reactAttached } from './hydration';

const PRODUCTS = [
  'ai-video-enhancer',
  'box-evolve',
  'box-pro',
  'box-turbo',
  'box',
  'clone-dock-duo',
  'flint-lx',
  'hdml-cloner-pro',
  'hdml-cloner-wand',
  'hdml-cloner',
  'mp4-cloner',
  'wavedrive-go',
  'wavedrive-pro',
];

test('product page: price, gallery by keyboard and thumbnails, structured data', async ({ page }) => {
  await page.goto('/box-turbo/');
  const gallery = page.getByRole('region', { name: 'Clonewave Box Turbo images' });
  const thumbs = gallery.getByRole('link', { name: /^Show image/ });
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
  // At the first image Previous is disabled, in the server HTML already; the keys and the
  // current thumbnail need the hydrated controls.
  await expect(gallery.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  await reactAttached(gallery.getByRole('button', { name: 'Previous image' }));
  // The slide beside the visible one is fetched when the visitor moves to it, not before.
  const secondImage = gallery.getByRole('group', { name: /^2 of 3/ }).locator('img');
  await expect(gallery.getByRole('group', { name: /^1 of 3/ }).locator('img')).not.toHaveAttribute(
    'data-lazy',
    'waiting',
  );
  await expect(secondImage).toHaveAttribute('data-lazy', 'waiting');
  await gallery.getByRole('group', { name: /^Images/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(secondImage).toHaveAttribute('data-lazy', 'loaded');
  await expect
    .poll(() => secondImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await gallery.getByRole('group', { name: /^Images/ }).press('End');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('button', { name: 'Next image' })).toBeDisabled();

  await expect(page.getByTestId('buy-box-price')).toHaveText(/^\$\d{3}\.00$/);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const types = blocks.map((b) => b['@type']);
  expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList', 'FAQPage']));
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product.offers[0]).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'USD',
    price: expect.stringMatching(/^\d+\.\d\d$/),
  });
  expect(product.offers[0].availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|PreOrder)$/);
  expect(product.aggregateRating['@type']).toBe('AggregateRating');
  await expect(page.getByRole('region', { name: 'You may also like' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Downloads and manuals' })).toBeVisible();
});

test('the product gallery works before and without scripts', async ({ browser }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto('/box-turbo/');
  const gallery = page.getByRole('region', { name: 'Clonewave Box Turbo images' });
  const first = gallery.locator('.gallery-slide img').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const track = gallery.getByRole('group', { name: /^Images/ });
  await gallery.getByRole('link', { name: /^Show image 2/ }).click();
  await expect.poll(() => track.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);
  await noJs.close();
});

test('/products lists everything without JS; category pages filter, sort goes in the URL', async ({
  page,
  browser,
}) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const staticPage = await noJs.newPage();
  await staticPage.goto(`${test.info().project.use.baseURL}/products/`);
  await expect(staticPage.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(PRODUCTS.length);
  // A static page cannot sort itself: without scripts the select is not offered.
  await expect(staticPage.getByRole('navigation', { name: 'Category' })).toBeVisible();
  await expect(staticPage.getByLabel('Sort by')).toBeHidden();
  await noJs.close();

  await page.goto('/products/drives-and-docks/?sort=price-asc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').last()).toContainText(
    'WaveDrive Pro',
  );

  await page.goto('/products/drives-and-docks/');
  await expect(page).toHaveTitle(/^Drives and docks/);
  const items = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(page.getByText('Showing 3 of 3 products')).toBeVisible();
  await reactAttached(page.getByLabel('Sort by'));
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/\/products\/drives-and-docks\/\?sort=price-desc$/);
  await expect(items.first()).toContainText('WaveDrive Pro');
  const categories = page.getByRole('navigation', { name: 'Category' });
  await expect(categories.getByRole('link', { name: 'Drives and docks' })).toHaveAttribute('aria-current', 'page');
  await categories.getByRole('link', { name: 'Capture devices' }).click();
  await expect(page).toHaveURL(/\/products\/capture-devices\/$/);
  await expect(items).toHaveCount(4);
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(items.first()).toContainText('HDML-Cloner Wand');

  // Links from before the category pages existed still land on the category.
  await page.goto('/products/?category=drive&sort=name');
  await expect(page).toHaveURL(/\/products\/drives-and-docks\/\?sort=name$/);
  await expect(items).toHaveCount(3);

  await page.goto('/products/?category=toasters');
  await expect(page.getByRole('alert').filter({ hasText: 'toasters' })).toContainText(
    '"toasters" is not a category we know',
  );
  await expect(items).toHaveCount(PRODUCTS.length);
});

test('category pages: own title, description, canonical, breadcrumb and sitemap entry', async ({ page, request }) => {
  await page.goto('/products/recorders/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recorders');
  await expect(page).toHaveTitle(/^Recorders/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /HDMI recorders/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/recorders\/$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'All products', 'Recorders']);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of ['recorders', 'capture-devices', 'drives-and-docks', 'software']) {
    expect(sitemap).toContain(`/products/${slug}/</loc>`);
  }
});

test('header category links open the category page', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Products/ })
    .first()
    .click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Recorders/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/recorders\/$/);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(4);
});

test('comparison: differences toggle, product choice in the URL, add to cart per column', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/clonewave-products-comparison/');
  const table = page.getByRole('table');
  const products = table.getByRole('columnheader', { name: /\$\d/ });
  await expect(products).toHaveCount(8);
  // Two recorders of one family share some rows, so hiding equal rows must shrink the table.
  await page.goto('/clonewave-products-comparison/?products=box-pro,box-turbo');
  await expect(products).toHaveCount(2);
  const rows = table.locator('tbody tr.comparison-row').filter({ visible: true });
  const all = await rows.count();
  expect(all).toBeGreaterThan(20);
  await page.getByRole('switch', { name: 'Show differences only' }).click();
  await expect(page.getByRole('switch', { name: 'Show differences only' })).toBeChecked();
  await expect(page).toHaveURL(/diff=1/);
  await expect.poll(() => rows.count()).toBeLessThan(all);
  expect(await identicalVisibleRows(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Clonewave Flint LX', exact: true }).click();
  await expect(page).toHaveURL(/products=box-pro,box-turbo,flint-lx&diff=1/);
  await expect(table.getByRole('columnheader', { name: /Clonewave Flint LX/ })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Clonewave Box Turbo', exact: true }).click();
  await expect(table.getByRole('columnheader', { name: /Clonewave Box Turbo/ })).toBeHidden();
  expect(await identicalVisibleRows(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Clonewave Box Turbo', exact: true })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Clonewave Flint LX', exact: true })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Show differences only' })).toBeChecked();

  const add = table.getByRole('button', { name: 'Add to cart, Clonewave Box Pro' });
  await reactAttached(add);
  await add.click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('@phone comparison and catalog fit a 390 px screen', async ({ page }) => {
  for (const path of ['/drives-products-comparison/', '/products/', '/box-pro/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
