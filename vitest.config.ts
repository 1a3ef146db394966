import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

const UNIT_DIR = 'tests/unit';
const DOM_PRAGMA = '// @vitest-environment jsdom';

/** Module mocks and reloads: what a file may do only in a module graph of its own. */
export const MODULE_MOCKS = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

/**
 * Every unit test file; whether it needs a DOM (a component test, `*.test.tsx`, or a first
 * line asking for one); and whether it mocks modules.
 */
const testFiles = fs
  .readdirSync(UNIT_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join(UNIT_DIR, file))
  .map((file) => {
    const source = fs.readFileSync(file, 'utf8');
    return { file, dom: file.endsWith('.tsx') || source.startsWith(DOM_PRAGMA), mocks: MODULE_MOCKS.test(source) };
  });

const project = (
  name: string,
  files: string[],
  test: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include: files, setupFiles: ['tests/unit/setup.ts'], ...test },
});

/**
 * Unit tests, build-free, in three projects:
 *  - `unit`: plain Node, every file in one module graph (isolate: false): these test
 *    functions without module-level state or mocks (tests/unit/test-projects.test.ts
 *    keeps it so), and loading the content and the form declarations once instead of per
 *    file is most of their time.
 *  - `dom`: jsdom, each file in a fresh VM context (pool vmThreads), as these hold browser
 *    state (stores, timers, nprogress) that must not leak from one file to the next; a VM
 *    context costs milliseconds where a fresh worker with its own jsdom costs about a
 *    second per file. In a VM context the browser's Location cannot be replaced, so tests
 *    watch browser/full-page-load.ts instead.
 *  - `dom-mocks`: the jsdom files that mock modules (vi.mock), each in a worker of its
 *    own: in vmThreads a file's module mock can leak into another file of the same worker
 *    (vitest-dev/vitest#11284), which made tests fail now and then.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    // Worker threads start faster than the default child processes.
    pool: 'threads',
    restoreMocks: true,
    // Generous, not a timing assertion: the forms service's suite runs beside these on the
    // other core, and a component test's typing and clicking on a loaded 2-core host has
    // taken over vitest's default 5 s. A test that never gets there still fails.
    testTimeout: 20_000,
    projects: [
      project(
        'unit',
        testFiles.filter((t) => !t.dom).map((t) => t.file),
        { environment: 'node', isolate: false },
      ),
      project(
        'dom',
        testFiles.filter((t) => t.dom && !t.mocks).map((t) => t.file),
        { environment: 'jsdom', pool: 'vmThreads' },
      ),
      project(
        'dom-mocks',
        testFiles.filter((t) => t.dom && t.mocks).map((t) => t.file),
        { environment: 'jsdom' },
      ),
    ],
  },
});
