// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, read, ROOT, sources } from './source-tree';

/**
 * The production build (`npm run build`: the content check, next build over the site's
 * code, then scripts/postbuild.ts) runs nothing of the tests: not tests/, not the checks
 * over out/ (scripts/quality/), not the bench (scripts/bench/). What both need lives in
 * scripts/ or lib/ (scripts/export-pages.ts) and the tests import it from there.
 */
const BUILD_ENTRIES = ['scripts/content-check.ts', 'next.config.ts', 'scripts/postbuild.ts'];
const TEST_TREE = ['tests/', 'scripts/quality/', 'scripts/bench/'];
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** The repo file a local import names, or undefined for a package. */
function resolveLocal(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.posix.join(path.posix.dirname(from), spec)
      : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((ext) => base + ext).find((file) =>
    fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile(),
  );
}

/** Every repo file the entries import, directly or through others, with the file that first imports it. */
function importedFiles(entries: string[], readFile: (file: string) => string = read): Map<string, string> {
  const seen = new Map<string, string>(entries.map((entry) => [entry, entry]));
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!/\.(ts|tsx|mjs)$/.test(file)) continue;
    for (const { fileName } of ts.preProcessFile(readFile(file), true, true).importedFiles) {
      const target = resolveLocal(file, fileName);
      if (target && !seen.has(target)) {
        seen.set(target, file);
        queue.push(target);
      }
    }
  }
  return seen;
}

const inTestTree = (imports: Map<string, string>) =>
  [...imports]
    .filter(([file]) => TEST_TREE.some((folder) => file.startsWith(folder)))
    .map(([file, by]) => `${by} imports ${file}`);

describe('the build imports nothing from the test tree', () => {
  it('finds an import of the test tree through another file', () => {
    const files: Record<string, string> = {
      'scripts/postbuild.ts': "import { run } from './postbuild/csp';",
      'scripts/postbuild/csp.ts': "import { listPages } from '../quality/links';",
    };
    const imports = importedFiles(['scripts/postbuild.ts'], (file) => files[file] ?? read(file));
    expect(inTestTree(imports)).toEqual(['scripts/postbuild/csp.ts imports scripts/quality/links.ts']);
  });

  it('the content check, next.config.ts, the site code and the post-build steps', () => {
    const entries = [...BUILD_ENTRIES, ...CODE_FOLDERS.flatMap((folder) => sources(folder))];
    const imports = importedFiles(entries);
    expect(imports.has('scripts/export-pages.ts')).toBe(true);
    expect(inTestTree(imports)).toEqual([]);
  });
});
