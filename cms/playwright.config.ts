import { defineConfig, devices } from '@playwright/test';

const sitePort = Number(process.env.SITE_PORT ?? 3000);
const cmsPort = Number(process.env.CMS_PORT ?? 3001);

/**
 * The editor end to end (`npx playwright test -c cms/playwright.config.ts`): the editor's
 * production build and the site's dev server, one of each for the whole run, started by
 * `npm run cms` as a marketer starts them.
 * One worker: the test saves into content/ (and puts every file back afterwards).
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  // As in the site's end-to-end tests: a failure is tried once more, recording a trace,
  // and one that passes then is listed as flaky (scripts/test-summary.mjs).
  retries: 1,
  // The site's dev server compiles each page on its first preview: a minute on a busy 2-core machine.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: '../.cache/playwright-cms-results.json' }]],
  use: {
    baseURL: `http://localhost:${cmsPort}`,
    // Recorded on every test, a trace (a screencast and a DOM snapshot per action) took
    // about as much CPU as the tests themselves (docs/testing.md): only a retry records one.
    trace: 'on-first-retry',
    // Chromium's headless shell, as in the site's end-to-end tests (playwright.config.ts).
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'editor',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 900 } },
    },
  ],
  // `npm run cms` itself: it builds the editor where no build is current (a fresh clone),
  // then starts it beside the site's dev server, and the run waits for the editor.
  webServer: {
    command: 'bash scripts/cms.sh',
    cwd: '..',
    url: `http://localhost:${cmsPort}/keystatic`,
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    env: { SITE_PORT: String(sitePort), CMS_PORT: String(cmsPort) },
  },
});
