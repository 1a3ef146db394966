import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The repo's own source files, for tests that check rules on the code itself. */
export const ROOT = path.resolve(__dirname, '../..');

/** Code folders of the site (not tests or scripts). */
export const CODE_FOLDERS = ['app', 'components', 'lib', 'hooks', 'browser', 'stores'];

/** Repo-relative paths (`lib/x.ts`) of every file under `dir` whose name matches `pattern`. */
export function sources(dir: string, pattern = /\.tsx?$/): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name).split(path.sep).join('/'));
}

export const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The syntax tree of a TypeScript file, with parents set. */
export function parse(file: string, text: string = read(file)): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/** Visits every node of a tree. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** 1-based line of a node, for messages. */
export const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
