import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Unit tests, build-free. A DOM (jsdom) costs about a second per file, so only the files
 * that need one get it: every component test (`*.test.tsx`), and each `*.test.ts` whose
 * first line asks for it (`// @vitest-environment jsdom`). The rest run in plain Node.
 * Worker threads start faster than the default child processes.
 */
const project = (name: string, environment: string, include: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, environment, include: [include], setupFiles: ['tests/unit/setup.ts'] },
});

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    pool: 'threads',
    restoreMocks: true,
    // Generous, not a timing assertion: the forms service's suite runs beside these on the
    // other core, and a component test's typing and clicking on a loaded 2-core host has
    // taken over vitest's default 5 s. A test that never gets there still fails.
    testTimeout: 20_000,
    projects: [
      project('unit', 'node', 'tests/unit/**/*.test.ts'),
      project('components', 'jsdom', 'tests/unit/**/*.test.tsx'),
    ],
  },
});
