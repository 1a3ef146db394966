import { expect, test } from '@playwright/test';
import { watchCsp } from './quality-helpers';

test('a tampered inline script is blocked and reported, so the check can fail', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/aboutus/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});

test('every response carries the security headers', async ({ request }) => {
  for (const url of ['/', '/box-pro/', '/no-such-page/', '/images/logo.svg']) {
    const headers = (await request.get(url)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).not.toContain("'unsafe-inline' 'sha");
    expect(
      csp.split(';').find((d) => d.includes('script-src')),
      url,
    ).not.toContain('unsafe-inline');
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "img-src 'self' data:",
      'frame-src https://www.youtube-nocookie.com',
    ]) {
      expect(csp, `${url}: ${directive}`).toContain(directive);
    }
    expect(csp, url).toMatch(/^default-src 'none'; /);
    expect(csp, url).not.toContain('unsafe-inline');
    // HSTS goes over https only (tests/export/https-server.test.ts); this server is plain http.
    expect(headers['strict-transport-security'], url).toBeUndefined();
    expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
  }
});

test("a page's HEAD answer (the router's check before a prefetch) carries no CSP, its GET answer does", async ({
  request,
}) => {
  for (const url of ['/', '/products/']) {
    const head = await request.head(url);
    expect(head.status(), url).toBe(200);
    expect(head.headers()['content-security-policy'], url).toBeUndefined();
    expect(head.headers()['x-frame-options'], url).toBeUndefined();
    expect(head.headers()['x-content-type-options'], url).toBe('nosniff');
    expect((await request.get(url)).headers()['content-security-policy'], url).toMatch(/^default-src 'none'; /);
  }
});

test('build metadata files are not served', async ({ request }) => {
  for (const url of ['/_headers', '/_redirects', '/_csp.nginx.conf', '/_redirects.nginx.conf'])
    expect((await request.get(url)).status(), url).toBe(404);
});
