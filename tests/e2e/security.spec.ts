import { expect, test, type Page } from '@playwright/test';
import { exportRoutes } from './export-routes';

/** Records CSP violations two ways: the DOM event and Chromium's console report. */
async function watchCsp(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const store: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
    document.addEventListener('securitypolicyviolation', (event) => {
      store.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...violations, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}

/** The header menu only toggles once React has hydrated: retry the click until it does. */
async function expectHydrated(page: Page) {
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' });
  await expect(async () => {
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('Content-Security-Policy under nginx', () => {
  for (const route of exportRoutes()) {
    test(`${route} runs under its CSP with no violation and hydrates`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(route);
      const csp = response?.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      await page.waitForLoadState('networkidle');
      await expectHydrated(page);
      expect(await violations()).toEqual([]);
    });
  }
});

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
    expect(csp.split(';').find((d) => d.includes('script-src')), url).not.toContain('unsafe-inline');
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "img-src 'self' data:", 'frame-src https://www.youtube-nocookie.com']) {
      expect(csp, `${url}: ${directive}`).toContain(directive);
    }
    expect(headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
  }
});

test('build metadata files are not served', async ({ request }) => {
  for (const url of ['/_headers', '/_csp.nginx.conf']) expect((await request.get(url)).status(), url).toBe(404);
});
