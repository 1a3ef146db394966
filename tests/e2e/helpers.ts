import { expect, test, type Page } from '@playwright/test';

/** Collects console errors and failed requests of a page, for "no errors" assertions. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Aborted prefetches on navigation are not failures.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    errors.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`http ${response.status()}: ${response.url()}`);
  });
  return errors;
}

/** Rows of the comparison table on screen whose visible product cells all say the same. */
export function identicalVisibleRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLTableRowElement>('.comparison-table tbody tr.comparison-row')]
      .filter((row) => row.getClientRects().length > 0)
      .filter((row) => {
        const cells = [...row.querySelectorAll('td')].filter((td) => td.getClientRects().length > 0);
        return new Set(cells.map((td) => td.textContent)).size < 2;
      })
      .map((row) => row.querySelector('th')?.textContent),
  );
}

/**
 * The page transition (a view transition, app/layout.tsx) has ended. While it runs, its
 * pseudo-elements cover the page, so Playwright's click cannot hit its target and scrolls
 * the page about to try other alignments: a test that clicks then must wait for it.
 */
export async function pageTransitionDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .some((animation) =>
            ((animation.effect as KeyframeEffect | null)?.pseudoElement ?? '').startsWith('::view-transition'),
          ),
      ),
    )
    .toBe(false);
}

/**
 * Reports a line in the running test: an annotation (the JSON and HTML reports show it)
 * and the console (the list reporter shows it). For rewriteCheck (tests/framework-patches.ts).
 */
export function reportInTest(line: string) {
  test.info().annotations.push({ type: 'framework patches', description: line });
  console.log(line);
}
