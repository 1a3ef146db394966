import { defineConfig } from 'vitest/config';

/**
 * Checks over the built export (out/): budgets, links, security headers. They need a
 * build, so `npm test` runs them after it (`npm run test:export`); the unit suite
 * (vitest.config.ts) stays build-free.
 */
export default defineConfig({
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    environment: 'node',
    include: ['tests/export/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
