import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { lineOf, parse, read, sources, walk } from './source-tree';

/**
 * The folder says where code runs (docs/architecture.md, "Where code runs"):
 *  - lib/: framework-free logic that runs anywhere (tests, scripts, server, browser);
 *  - browser/: browser-only code without React;
 *  - hooks/: React hooks; components/ and stores/ sit on top of all three.
 * Checked on the syntax tree, so words in strings and comments do not count.
 */
const BROWSER_GLOBALS = new Set(['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location']);
const FRAMEWORK = /^(react|react-dom|next)(\/|$)/;
/** Folders whose code builds on lib/: lib/ importing them would run their code (and their needs) everywhere. */
const UPPER_FOLDERS = ['app', 'components', 'hooks', 'browser', 'stores'];

interface Import {
  spec: string;
  /** `import type` / `export type`: erased by the compiler, so it never decides where code runs. */
  typeOnly: boolean;
  /** Repo path a local import points at (`components/ui/icon`), else undefined. */
  target: string | undefined;
  /** Its top folder (`components`, `lib`...). */
  folder: string | undefined;
}

function targetOf(file: string, spec: string): string | undefined {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  return undefined;
}

function importsOf(file: string, source: ts.SourceFile): Import[] {
  const found: Import[] = [];
  const add = (spec: string, typeOnly: boolean) => {
    const target = targetOf(file, spec);
    found.push({ spec, typeOnly, target, folder: target?.split('/')[0] });
  };
  walk(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes =
        named !== undefined && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly) && !clause?.name;
      add(node.moduleSpecifier.text, clause?.isTypeOnly === true || allNamedTypes);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false);
    }
  });
  return found;
}

/** `x.window`, `{ location: … }`, `{ window: browser }` name properties, not the browser's globals. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAccessExpression(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
      parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    (ts.isQualifiedName(parent) && parent.right === node)
  );
}

function browserGlobalsIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  walk(source, (node) => {
    if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text) && !isPropertyName(node))
      found.push(`${node.text} (line ${lineOf(source, node)})`);
  });
  return found;
}

/** Every rule lib/ breaks in one file, as readable lines. */
function libFindings(file: string, text: string): string[] {
  const source = parse(file, text);
  const imports = importsOf(file, source);
  return [
    ...imports.filter((i) => FRAMEWORK.test(i.spec) && !i.typeOnly).map((i) => `${file} imports ${i.spec}`),
    ...imports.filter((i) => UPPER_FOLDERS.includes(i.folder ?? '')).map((i) => `${file} → ${i.target}`),
    ...browserGlobalsIn(source).map((use) => `${file} uses ${use}`),
  ];
}

describe('each folder holds the code that runs where its name says', () => {
  it('the checker finds framework imports, upward imports and browser globals, and ignores look-alikes', () => {
    const bad = [
      "import { useState } from 'react';",
      "import Link from 'next/link';",
      "import { loadingBar } from '@/browser/loading-bar';",
      "import { Icon } from '../components/ui/icon';",
      'export const top = () => window.scrollY;',
      'const saved = sessionStorage.getItem("k");',
      'const go = ({ window }: { window: Window }) => window;',
    ].join('\n');
    expect(libFindings('lib/example.ts', bad)).toEqual([
      'lib/example.ts imports react',
      'lib/example.ts imports next/link',
      'lib/example.ts → browser/loading-bar',
      'lib/example.ts → components/ui/icon',
      'lib/example.ts uses window (line 5)',
      'lib/example.ts uses sessionStorage (line 6)',
      'lib/example.ts uses window (line 7)',
      'lib/example.ts uses window (line 7)',
    ]);
    const fine = [
      "import type { Metadata } from 'next';",
      "import { type ImageLoaderProps } from 'next/image';",
      "import { z } from 'zod';",
      "import { siteConfig } from './site-config';",
      'const script = \'window.location.replace("/")\'; // window in a comment',
      'const place = { location: 1 };',
      'const guard = ({ window: browser }: { window: Window }) => browser.localStorage;',
    ].join('\n');
    expect(libFindings('lib/example.ts', fine)).toEqual([]);
  });

  it('lib/ is framework-free: no React or Next.js, no browser globals, no imports from the folders above it', () => {
    const files = sources('lib');
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => libFindings(file, read(file)))).toEqual([]);
  });

  it('browser/ has no React and imports only from lib/ and itself', () => {
    const files = sources('browser');
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((file) =>
      importsOf(file, parse(file, read(file)))
        .filter((i) => (FRAMEWORK.test(i.spec) && !i.typeOnly) || (i.folder && !['lib', 'browser'].includes(i.folder)))
        .map((i) => `${file} imports ${i.spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('hooks/ holds only React hooks and imports nothing from components/ or stores/', () => {
    const files = sources('hooks');
    expect(files.length).toBeGreaterThan(2);
    const offenders = files.flatMap((file) => {
      const text = read(file);
      return [
        ...(/^use-[a-z-]+\.ts$/.test(path.basename(file)) && /\bexport function use[A-Z]/.test(text)
          ? []
          : [`${file} is not a hook module (use-*.ts exporting use…)`]),
        ...importsOf(file, parse(file, text))
          .filter((i) => i.folder === 'components' || i.folder === 'stores' || i.folder === 'app')
          .map((i) => `${file} imports ${i.spec}`),
      ];
    });
    expect(offenders).toEqual([]);
  });
});
