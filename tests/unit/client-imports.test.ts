import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, read, ROOT, sources } from './source-tree';

/**
 * Guards of the first-load budget (docs/performance.md, "What ships"): what the browser
 * downloads is decided by imports, so the rules are checked on the imports themselves.
 */

const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file));
const importsOf = (file: string) =>
  [...read(file).matchAll(/^import (?!type )[^;]*?from ['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

/** Resolves `@/x` and `./x` imports to a file of the repo, or undefined for packages. */
function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? path.join(path.dirname(from), spec)
      : undefined;
  if (base === undefined) return undefined;
  return ['.tsx', '.ts', '/index.ts', '/index.tsx']
    .map((ext) =>
      path
        .normalize(base + ext)
        .split(path.sep)
        .join('/'),
    )
    .find((f) => fs.existsSync(path.join(ROOT, f)));
}

const files = CODE_FOLDERS.flatMap((dir) => sources(dir));

describe('client code imports only what it shows', () => {
  it('client components import string slices (lib/i18n/*.en), not all messages, the icon set, the site config, the route table or the content loader', () => {
    // Routes reach islands as props from their server parents (lib/routes.ts has them all);
    // content types come from '@/lib/content' with `import type`, which the browser never loads.
    const banned = ['@/lib/i18n', '@/components/ui/icon', '@/lib/site-config', '@/lib/routes', '@/lib/content'];
    const offenders = files.filter(isClient).flatMap((file) =>
      importsOf(file)
        .filter((spec) => banned.includes(spec))
        .map((spec) => `${file} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('markup components stay server-only: no hooks module, no client component imported', () => {
    const markup = files.filter((file) => file.endsWith('-markup.tsx'));
    expect(markup.length).toBeGreaterThanOrEqual(3);
    const offenders = markup.flatMap((file) => [
      ...(isClient(file) ? [`${file} is a client module`] : []),
      ...importsOf(file)
        .map((spec) => resolve(file, spec))
        .filter((dep): dep is string => dep !== undefined && isClient(dep))
        .map((dep) => `${file} → ${dep}`),
    ]);
    expect(offenders).toEqual([]);
  });
});
