import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.PORT ?? 8080);

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'bash scripts/serve-nginx.sh',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port) },
    timeout: 30_000,
  },
});
