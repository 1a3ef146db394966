import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeExport, OUT_DIR } from './out-dir';

/**
 * The browser editor (cms/, Keystatic) adds nothing to the public site: none of its
 * packages is a dependency of the site, and no file of the export mentions it.
 */
const EDITOR_PACKAGES = /^@(keystatic|keystar)\//;
const EDITOR_TRACE = /keystatic|keystar/i;

function editorFilesIn(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .filter((file) => EDITOR_TRACE.test(file) || EDITOR_TRACE.test(fs.readFileSync(path.join(dir, file), 'latin1')));
}

describe('the public site holds no editor', () => {
  it('has no editor package among its dependencies, direct or installed', () => {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
    const direct = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, unknown> };
    const installed = Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, ''));
    expect([...direct, ...installed].filter((name) => EDITOR_PACKAGES.test(name))).toEqual([]);
  });

  it('has no file in out/ that names the editor', () => {
    expect(fs.existsSync(path.join(OUT_DIR, 'index.html'))).toBe(true);
    expect(editorFilesIn(OUT_DIR)).toEqual([]);
  });

  it('would notice an editor bundle in the export', () => {
    const dir = fakeExport({ 'index.html': '<p>home</p>', '_next/static/chunks/a.js': 'import("@keystatic/core")' });
    expect(editorFilesIn(dir)).toEqual(['_next/static/chunks/a.js']);
  });
});
