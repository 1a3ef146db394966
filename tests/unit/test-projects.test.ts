import { describe, expect, it } from 'vitest';
import config, { MODULE_MOCKS } from '../../vitest.config';
import { read } from './source-tree';

/**
 * The `unit` project runs its files in one module graph, and `dom` its files in VM contexts
 * of shared workers (vitest.config.ts): there a module one file mocks or reloads can be
 * what another file imports, or a mock not apply to a module loaded before. Files that
 * mock modules belong in `dom-mocks`, where each file has a worker of its own.
 */
/** The files a project of vitest.config.ts runs. */
function filesOf(name: string): string[] {
  const project = config.test?.projects?.find(
    (p): p is { test: { name: string; include: string[] } } =>
      typeof p === 'object' && 'test' in p && p.test?.name === name,
  );
  return project?.test.include ?? [];
}

describe('unit test projects', () => {
  it('the projects split the files: a Node test in unit, a component test in dom or dom-mocks, none twice', () => {
    const unit = filesOf('unit');
    const dom = filesOf('dom');
    const domMocks = filesOf('dom-mocks');
    expect(unit).toContain('tests/unit/test-projects.test.ts');
    expect(dom).toContain('tests/unit/form-view.test.tsx');
    expect(domMocks).toContain('tests/unit/markup-upgrade.test.tsx');
    const all = [...unit, ...dom, ...domMocks];
    expect(all.filter((file, i) => all.indexOf(file) !== i)).toEqual([]);
  });

  it.each(['unit', 'dom'])('no file of the %s project mocks or reloads a module', (name) => {
    const breaking = filesOf(name).filter((file) => MODULE_MOCKS.test(read(file)));
    expect(breaking).toEqual([]);
  });
});
