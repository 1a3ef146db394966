import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { read, sources } from './source-tree';

/**
 * components/ is one folder per concern, layered: blocks and islands at the bottom, the
 * site frame (layout/) above them, the MDX map (mdx/) above the blocks, and one view per
 * content kind (views/) on top. A folder-level import cycle means a folder is in the
 * wrong layer.
 */
const files = sources('components');
const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** Imported repo paths of a file (`@/x` and relative), as written, without extension. */
function localImports(file: string): string[] {
  return [...read(file).matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)].flatMap(([, spec]) => {
    if (spec!.startsWith('@/')) return [spec!.slice(2)];
    if (spec!.startsWith('.')) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!))];
    return [];
  });
}

/** Folder → folders it imports from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const from = folderOf(file);
    for (const target of localImports(file).filter((t) => t.startsWith('components/'))) {
      if (folderOf(target) === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(folderOf(target));
    }
  }
  return graph;
}

/** Every cycle found by depth-first search, as "a → b → a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void found.push([...trail.slice(at), node].join(' → '));
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}

describe('component folders', () => {
  it('the cycle finder finds a cycle of three folders', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph)).toEqual(['a → b → c → a']);
  });

  it('import each other without cycles', () => {
    expect(folderGraph().size).toBeGreaterThan(10);
    expect(cycles(folderGraph())).toEqual([]);
  });

  it('page views live in views/, the site frame in layout/', () => {
    const views = files.filter((f) => f.startsWith('components/views/'));
    expect(views).toEqual(expect.arrayContaining(['components/views/entry-view.tsx']));
    const viewsImportedBelow = files.filter(
      (f) => !f.startsWith('components/views/') && localImports(f).some((t) => t.startsWith('components/views/')),
    );
    expect(viewsImportedBelow).toEqual([]);
  });

  it('content types and data come from @/lib/content, never from its schemas or loader', () => {
    const deep = [...files, ...sources('app')].flatMap((file) =>
      localImports(file)
        .filter((t) => t.startsWith('lib/content/'))
        .map((t) => `${file} → ${t}`),
    );
    expect(deep).toEqual([]);
  });
});
