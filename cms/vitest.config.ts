import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const dist = path.join(import.meta.dirname, 'node_modules/@keystatic/core/dist');

/**
 * The editor's tests (`npx vitest run -c cms/vitest.config.ts`, from the repo root).
 * Keystatic is loaded from its browser build, as the editor runs it, with the same
 * js-yaml replacement as cms/next.config.ts.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@keystatic\/core$/, replacement: `${dist}/keystatic-core.js` },
      { find: /^@keystatic\/core\/content-components$/, replacement: `${dist}/keystatic-core-content-components.js` },
      { find: /^@keystatic\/core\/dist\/(.*)$/, replacement: `${dist}/$1` },
      { find: /^js-yaml$/, replacement: path.join(import.meta.dirname, 'format/yaml.ts') },
    ],
  },
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: [/@keystatic\/core/] } },
  },
});
