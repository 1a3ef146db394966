import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 8080);
/**
 * The forms service the site's nginx proxies /api/forms/ to (tests/e2e/forms-service.spec.ts):
 * a port derived from PORT, so test servers on several ports do not share one, and a data
 * folder of its own, emptied at every start.
 */
const FORMS_SERVICE = {
  port: Number(process.env.FORMS_PORT ?? port + 10_000),
  dataDir: path.join(os.tmpdir(), `clonewave-forms-e2e-${port}`),
};

/** End-to-end tests run against the built export served by nginx with deploy/nginx.conf. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry everywhere, so a timing flake on a slow or loaded host is reported as flaky
  // (scripts/test-summary.mjs counts it as passed) while a test that fails twice fails.
  // The list reporter names every flaky test, so a new one is seen and fixed at its cause
  // (as hash-targets.spec.ts's click during the page transition was).
  retries: 1,
  // Generous waits, not timing assertions: on a loaded 2-core CI host a page's hydration
  // holds the main thread for seconds, so a click waits for it before it is even
  // dispatched and a client navigation took over 5 s (Playwright's default) to change
  // the URL (CI on 99b486e: 4 such failures; under 10x CPU throttling a click during
  // hydration was dispatched 2.3 s late). A test that never gets there still fails.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '.cache/playwright-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace is a screencast and a DOM snapshot of every action, and recording one for
    // every test costs Chromium much of a core (docs/testing.md): only the retry of a
    // failed test records one, and that is where a failure is read.
    trace: 'on-first-retry',
    // Chromium's headless shell (Debian's chromium-headless-shell): the same engine
    // without the browser's own UI and compositing, at about half the CPU per page
    // (docs/testing.md). CHROMIUM_PATH picks another build, the full browser among them.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'bash scripts/serve-nginx.sh',
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(port), FORMS_PORT: String(FORMS_SERVICE.port) },
      timeout: 30_000,
    },
    {
      // Never reused: every run starts with an empty store, so rate limits and references
      // are those of this run alone.
      command: `rm -rf "${FORMS_SERVICE.dataDir}" && exec npm run forms:serve`,
      url: `http://127.0.0.1:${FORMS_SERVICE.port}/api/forms/health`,
      reuseExistingServer: false,
      env: {
        FORMS_PORT: String(FORMS_SERVICE.port),
        FORMS_DATA_DIR: FORMS_SERVICE.dataDir,
        FORMS_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        FORMS_TRUST_PROXY: '1',
      },
      timeout: 60_000,
    },
  ],
});
