import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { watchErrors } from './helpers';

test.describe('every spec route', () => {
  for (const route of SPEC_ROUTES) {
    test(`${route} answers 200 with an h1, a title and no errors`, async ({ page }) => {
      const errors = watchErrors(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toBeEmpty();
      expect((await page.title()).length).toBeGreaterThan(5);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('routes load with and without the trailing slash', async ({ request }) => {
  for (const route of ['/aboutus', '/aboutus/', '/help/contact', '/help/contact/', '/products', '/products/']) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expect(await response.text()).toContain('<h1');
  }
});

test('an unknown URL gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('/404 itself is the not-found page, with status 404', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  expect(await page.title()).toContain('This page could not be found');
});

test('a deep unknown URL is a 404 too', async ({ request }) => {
  const response = await request.get('/help/download/firmware/no-such-firmware/');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('This page could not be found');
});

test('SEO basics: canonical, description, keywords, Open Graph, sitemap and robots', async ({ page, request }) => {
  await page.goto('/aboutus/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.clonewave.example/aboutus/');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    'video,recorder,capture,hdmi,software,4k,live stream',
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of SPEC_ROUTES.filter((r) => !['/unsubscribed', '/unsupported-content', '/cart'].includes(r))) {
    expect(sitemap, route).toContain(`<loc>https://www.clonewave.example${route === '/' ? '/' : `${route}/`}</loc>`);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: https://www.clonewave.example/sitemap.xml',
  );
});
