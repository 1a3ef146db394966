import { expect, test } from '@playwright/test';
import { SPEC_ROUTES } from '../spec-routes';
import { exportRoutes } from './export-routes';

const bare = (route: string) => (route === '/' ? route : route.replace(/\/$/, ''));

// page-quality.spec.ts visits every exported page (200, h1, title, no errors, axe, CSP).
test('every spec route is an exported page, so the per-page checks visit it', () => {
  const exported = new Set(exportRoutes().map(bare));
  expect(SPEC_ROUTES.filter((route) => !exported.has(bare(route)))).toEqual([]);
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
