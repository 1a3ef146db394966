import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';
import { read } from './source-tree';

/**
 * The `unit` project runs its files in one module graph (vitest.config.ts): a module one
 * file mocks or reloads would be what the next file imports, or a mock would not apply to
 * a module an earlier file loaded. Files that need that belong in the `dom` project, where
 * each file has a context of its own.
 */
const SHARED_GRAPH_BREAKERS = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\(/;

/** The files a project of vitest.config.ts runs. */
function filesOf(name: string): string[] {
  const project = config.test?.projects?.find(
    (p): p is { test: { name: string; include: string[] } } =>
      typeof p === 'object' && 'test' in p && p.test?.name === name,
  );
  return project?.test.include ?? [];
}

describe('unit test projects', () => {
  it('the projects split the files: a Node test in unit, a component test in dom, none in both', () => {
    const unit = filesOf('unit');
    const dom = filesOf('dom');
    expect(unit).toContain('tests/unit/test-projects.test.ts');
    expect(dom).toContain('tests/unit/markup-upgrade.test.tsx');
    expect(unit.filter((file) => dom.includes(file))).toEqual([]);
  });

  it('no file of the shared module graph mocks or reloads a module', () => {
    const breaking = filesOf('unit').filter((file) => SHARED_GRAPH_BREAKERS.test(read(file)));
    expect(breaking).toEqual([]);
  });
});
