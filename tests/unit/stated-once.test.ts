import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { SITE_LOCALE } from '@/lib/constants';
import { ROUTES } from '@/lib/routes';
import { CODE_FOLDERS, lineOf, parse, read, sources, walk } from './source-tree';

/**
 * Strings that start a value in a file: string literals (JSX attributes included) and
 * the first part of template literals. The later parts of a template continue a value
 * (`https://${host}/cart/…` is the shop's URL, not this site's /cart), so they are not checked.
 */
function stringsIn(file: string, text: string = read(file)): { text: string; line: number }[] {
  const source = parse(file, text);
  const found: { text: string; line: number }[] = [];
  walk(source, (node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) && node.text !== '')
      found.push({ text: node.text, line: lineOf(source, node) });
  });
  return found;
}

const routes: string[] = Object.values(ROUTES);
/** A literal that spells a route of lib/routes.ts, or a path under or in it. */
const spellsRoute = (text: string) =>
  routes.some((route) => text === route || text.startsWith(`${route}/`) || text.startsWith(`${route}#`));
const locales: string[] = [SITE_LOCALE.code, SITE_LOCALE.iso];

const codeFiles = CODE_FOLDERS.flatMap((dir) => sources(dir));

function offenders(statedIn: string, matches: (text: string) => boolean): string[] {
  return codeFiles
    .filter((file) => file !== statedIn)
    .flatMap((file) =>
      stringsIn(file)
        .filter((s) => matches(s.text))
        .map((s) => `${file}:${s.line} '${s.text}'`),
    );
}

describe('routes and the locale are each stated in one module', () => {
  it('the checker sees plain, template and JSX strings, not the inner parts of a template', () => {
    const sample = [
      "const a = '/cart';",
      'const b = `/success_story/${page}`;',
      'const shop = `https://${host}/cart/${lines}`;',
      'const c = <a href="/products/" lang="en" />;',
    ].join('\n');
    expect(stringsIn('sample.tsx', sample).map((s) => s.text)).toEqual([
      '/cart',
      '/success_story/',
      'https://',
      '/products/',
      'en',
    ]);
  });

  it('every route of lib/routes.ts is a page of the site', () => {
    const content = loadContent();
    const paths = new Set([...content.pages, ...content.products, ...content.releases].map((e) => e.path));
    expect(routes.filter((route) => !paths.has(route))).toEqual([]);
    // Loading every content file (MDX bodies included) takes seconds on a busy machine.
  }, 30_000);

  it('no code outside lib/routes.ts spells one of its routes', () => {
    expect(offenders('lib/routes.ts', spellsRoute)).toEqual([]);
  });

  it('no code outside lib/constants.ts spells the locale', () => {
    expect(offenders('lib/constants.ts', (text) => locales.includes(text))).toEqual([]);
  });
});
