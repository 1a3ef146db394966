/**
 * The byte target for a whole first load: everything a bench template transfers
 * (HTML, CSS, JS, images, fonts, the RSC payload and the idle prefetches) on Lighthouse's
 * phone, at most BUDGETS.firstLoadBytes. Bytes do not drift, so this belongs in the tests
 * (the bench shows the same figure from Lighthouse). Counted as received here, over the
 * test server's HTTP/1.1, where every response's headers travel uncompressed: 0.8-3.7 kB more
 * per page than the HTTP/2 of production and the bench, so a page that passes here passes
 * there.
 */
import { expect, test, type Page } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { BUDGETS } from '../../scripts/quality/budgets';
import { benchTemplates } from '../../scripts/bench/templates';
import { rewriteCheck } from '../framework-patches';
import { reportInTest } from './helpers';

const phone = screenEmulationMetrics.mobile;
if (!phone) throw new Error("Lighthouse's constants no longer name its phone's screen");

test.use({
  viewport: { width: phone.width, height: phone.height },
  screen: { width: phone.width, height: phone.height },
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.mobile,
  hasTouch: true,
  userAgent: userAgents.mobile,
});

/** Bytes received for the page's first load, until the network has been quiet for a second. */
async function firstLoadBytes(page: Page, route: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const received = new Map<string, number>();
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => received.set(requestId, encodedDataLength));
  await page.goto(route, { waitUntil: 'networkidle' });
  // Lighthouse ends a load after a second without requests (its networkQuietThresholdMs).
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const length of received.values()) bytes += length;
  return { bytes, requests: received.size };
}

for (const { name, route } of benchTemplates()) {
  test(`${name} (${route}): first load transfers ≤ ${BUDGETS.firstLoadBytes / 1000} kB on Lighthouse's phone`, async ({
    page,
  }) => {
    const { bytes, requests } = await firstLoadBytes(page, route);
    test
      .info()
      .annotations.push({ type: 'first load', description: `${(bytes / 1000).toFixed(1)} kB, ${requests} responses` });
    // The HTML, its stylesheet and the framework's scripts at the least.
    expect(requests).toBeGreaterThan(8);
    await rewriteCheck(
      `${route}: first load within ${BUDGETS.firstLoadBytes / 1000} kB`,
      () =>
        expect(bytes, `${route}: ${(bytes / 1000).toFixed(1)} kB in ${requests} responses`).toBeLessThanOrEqual(
          BUDGETS.firstLoadBytes,
        ),
      reportInTest,
    );
  });
}
