import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The forms service's tests, in Node. `DATABASE_URL` set (scripts/with-postgres.sh): every
 * test runs on a fresh database of that PostgreSQL; unset: on PGlite. One file at a time:
 * each opens a store of its own, and the machine's cores are shared. The files share one
 * module graph (isolate: false), so PGlite's and the app's modules load once per run, not
 * per file; every store, app and data folder is a test's own, never a module's.
 */
export default defineConfig({
  resolve: { alias: { '@': path.join(import.meta.dirname, '..') } },
  test: {
    root: path.join(import.meta.dirname, '..'),
    environment: 'node',
    include: ['forms-service/tests/**/*.test.ts'],
    globalSetup: ['forms-service/tests/support/global-setup.ts'],
    fileParallelism: false,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
