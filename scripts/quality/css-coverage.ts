/**
 * Does every class a page can show still have its rules? The stylesheet ships only the
 * selectors PurgeCSS saw in the source (postcss.config.mjs); a class built at run time or
 * spelled in a way the extractor misses would lose its rules silently and the page would
 * look broken. This compares what the export uses against the full, unpurged stylesheets
 * compiled straight from Sass.
 */
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import * as sass from 'sass';
import type { ExportPage } from '../export-pages';

/**
 * The classes of each selector of a stylesheet, one entry per selector: `.a .b:hover, p.c`
 * gives ['a', 'b'] and ['c']. A selector is the unit that survives or goes.
 */
export function selectorClasses(css: string): string[][] {
  const selectors: string[][] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      const classes = [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'));
      selectors.push([...new Set(classes)].sort());
    }
  });
  return selectors;
}

const key = (classes: string[]) => classes.join(' ');

/**
 * Selectors that name no class (`:focus-visible`, `:where(a, button):focus-visible`, `h1`),
 * whitespace removed so the minified and the Sass output compare equal. They apply to any
 * page, so every one the full stylesheet has must ship: PurgeCSS drops some of them (a
 * bare pseudo-class, a tag list inside `:where()`), which the class comparison cannot see.
 */
export function classlessSelectors(css: string): Set<string> {
  const selectors = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    for (const selector of rule.selectors) {
      if (/\.(?:\\.|[\w-])/.test(selector)) continue;
      // The minifier writes `*::before` as `:before` and drops spaces and quotes.
      const minified = selector
        .replace(/\s+/g, '')
        .replace(/["']/g, '')
        .replace(/::(before|after)/g, ':$1')
        .replace(/(^|[>+~(,])\*(?=[:[])/g, '$1');
      selectors.add(minified);
    }
  });
  return selectors;
}

/**
 * Selectors of the full stylesheet that can match given the classes in use (every class
 * they name is used) but that the shipped stylesheet no longer has: rules a page needs
 * and lost. Compared by their classes, since the shipped CSS is minified.
 */
export function lostSelectors(
  full: string[][],
  shipped: string[][],
  used: Set<string>,
  prefixes: string[] = [],
): string[] {
  const kept = new Set(shipped.map(key));
  const lost = new Set<string>();
  for (const classes of full) {
    if (classes.length > 0 && classes.every((c) => isUsed(c, used, prefixes)) && !kept.has(key(classes))) {
      lost.add(key(classes));
    }
  }
  return [...lost].sort();
}

/** A class is in use when named, or when the site builds it from a prefix (`modal-backdrop-level-${n}`). */
const isUsed = (name: string, used: Set<string>, prefixes: string[]) =>
  used.has(name) || prefixes.some((prefix) => name.startsWith(prefix));

/** The site's stylesheets compiled by Sass with nothing removed, as CSS text. */
export function fullCss(repo: string, entries: string[]): string {
  return entries
    .map(
      (entry) =>
        sass.compile(path.join(repo, entry), {
          loadPaths: [path.join(repo, 'node_modules')],
          quietDeps: true,
          silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        }).css,
    )
    .join('\n');
}

/** The stylesheets the site's source imports (`import './x.scss'`), as paths from the repo root. */
export function importedStylesheets(repo: string): string[] {
  const found = new Set<string>();
  for (const file of sourceFiles(repo, ['app', 'components'], /\.tsx?$/)) {
    const source = fs.readFileSync(path.join(repo, file), 'utf8');
    for (const match of source.matchAll(/^import '([^']+\.scss)';$/gm)) {
      const spec = match[1]!;
      found.add(spec.startsWith('@/') ? spec.slice(2) : path.join(path.dirname(file), spec));
    }
  }
  return [...found];
}

/** Files under the given folders whose names match, as paths from the repo root. */
function sourceFiles(repo: string, dirs: string[], name: RegExp): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(repo, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => path.join(dir, file)),
  );
}

/** Class tokens in the page's own markup (class attributes). */
export function classesInHtml(page: ExportPage): Set<string> {
  const classes = new Set<string>();
  for (const match of page.html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Class prefixes the site's components complete at run time: `className={`stock-${state}`}`
 * gives 'stock-'. Every class of the full stylesheet with such a prefix may be used.
 */
export function composedClassPrefixes(repo: string): string[] {
  const prefixes = new Set<string>();
  for (const file of sourceFiles(repo, ['app', 'components'], /\.tsx$/)) {
    const source = fs.readFileSync(path.join(repo, file), 'utf8');
    for (const match of source.matchAll(/[cC]lassName=\{`(?:[\w -]* )?([a-z][\w-]*-)\$\{/g)) prefixes.add(match[1]!);
  }
  return [...prefixes].sort();
}

/** Words inside the string literals of the client bundles: classes scripts may set later. */
export function classesInScripts(outDir: string): Set<string> {
  const words = new Set<string>();
  const dir = path.join(outDir, '_next/static/chunks');
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.js'))) {
    const js = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const literal of js.matchAll(/"([\w -]{2,200})"|'([\w -]{2,200})'|`([\w -]{2,200})`/g)) {
      for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** Custom properties a stylesheet declares (`--x: …`). */
export function declaredVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
}

/**
 * Custom properties a shipped stylesheet reads without a fallback (`var(--x)`, not
 * `var(--x, 0)`) that the untrimmed stylesheets declare but nothing shipped does: not the
 * sheet itself, not the global sheet every page has, not a page's inline style. Such a
 * read makes its whole declaration invalid, so the property falls back to inherited or
 * initial: body text in the browser's default serif, for one. PurgeCSS drops a declaration
 * when it sees no read of it, and it cannot see the reads in its ignored blocks or in the
 * component stylesheets it trims one by one. (Bootstrap's optional hooks, like
 * --bs-body-text-align, are declared nowhere on purpose and are not reported.)
 */
export function lostVariables(
  css: string,
  declaredElsewhere: ReadonlySet<string>,
  declaredUntrimmed: ReadonlySet<string>,
) {
  const declared = declaredVariables(css);
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1]!));
  return [...read]
    .filter((name) => declaredUntrimmed.has(name) && !declared.has(name) && !declaredElsewhere.has(name))
    .sort();
}

/** Custom properties declared by style attributes (`style="--rating:88%"`). */
export function variablesInStyleAttributes(page: ExportPage): Set<string> {
  return new Set([...page.html.matchAll(/\sstyle="([^"]*)"/g)].flatMap((style) => [...declaredVariables(style[1]!)]));
}
