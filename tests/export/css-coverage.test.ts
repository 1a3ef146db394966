import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSS_SAFELIST } from '../../styles/safelist.mjs';
import { referencedAssets } from '../../scripts/quality/budgets';
import {
  classesInHtml,
  classesInScripts,
  classlessSelectors,
  composedClassPrefixes,
  fullCss,
  importedStylesheets,
  lostSelectors,
  selectorClasses,
  declaredVariables,
  lostVariables,
  variablesInStyleAttributes,
} from '../../scripts/quality/css-coverage';
import { exportPages, OUT_DIR } from './out-dir';

/**
 * Every stylesheet entry the site compiles: the global one (app/layout.tsx) and each one a
 * component imports to ship only on the pages that render it.
 */
const STYLESHEETS = [
  'styles/main.scss',
  'components/blocks/faq-list.scss',
  'components/blocks/hero-carousel/hero-carousel.scss',
  'components/blocks/tree-list.scss',
  'components/cart/cart-view.scss',
  'components/catalog/comparison.scss',
  'components/downloads/downloads.scss',
  'components/media/gallery.scss',
  'components/media/video-modal.scss',
  'components/media/youtube-facade.scss',
  'components/modal/modal-stack.scss',
  'components/product/product-page.scss',
  'components/search/site-search.scss',
  'components/stories/pagination.scss',
  'components/ui/toast.scss',
];
/** Every stylesheet compiled straight from Sass, untrimmed: what the shipped ones are checked against. */
const fullText = fullCss(process.cwd(), STYLESHEETS);
const shipped = (url: string) => selectorClasses(fs.readFileSync(path.join(OUT_DIR, decodeURIComponent(url)), 'utf8'));

describe('the trimmed stylesheets keep every rule the site can use', () => {
  const full = selectorClasses(fullText);
  const pages = exportPages();
  const prefixes = composedClassPrefixes(process.cwd());

  it('lists every stylesheet a source file imports', () => {
    expect(importedStylesheets(process.cwd()).sort()).toEqual([...STYLESHEETS].sort());
  });

  it('finds the class prefixes components complete at run time', () => {
    expect(prefixes).toEqual(expect.arrayContaining(['modal-backdrop-level-', 'stock-', 'jumbotron-']));
  });

  it('the full stylesheet is the real one', () => {
    expect(full.length).toBeGreaterThan(1000);
    expect(full.some((classes) => classes.join() === 'btn-primary')).toBe(true);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s: the rules its markup can match are shipped', (_r, page) => {
    const css = referencedAssets(page.html + page.payload).css.flatMap(shipped);
    const classes = classesInHtml(page);
    // A component that composes `stock-${state}` is on the page when some class of that
    // prefix is: only then can the page show the prefix's other classes.
    const composedHere = prefixes.filter((prefix) => [...classes].some((name) => name.startsWith(prefix)));
    expect(lostSelectors(full, css, classes, composedHere)).toEqual([]);
  });

  it('every selector that names no class ships (they can match on any page)', () => {
    const dir = path.join(OUT_DIR, '_next/static/chunks');
    const shippedClassless = new Set(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.css'))
        .flatMap((f) => [...classlessSelectors(fs.readFileSync(path.join(dir, f), 'utf8'))]),
    );
    // Bootstrap's light colour-mode switch: the site never sets data-bs-theme.
    const unused = new Set(['[data-bs-theme=light]']);
    const lost = [...classlessSelectors(fullText)].filter((s) => !shippedClassless.has(s) && !unused.has(s));
    expect(lost).toEqual([]);
  });

  it('rules for classes that scripts set at run time are shipped', () => {
    const dir = path.join(OUT_DIR, '_next/static/chunks');
    const allCss = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => selectorClasses(fs.readFileSync(path.join(dir, f), 'utf8')));
    const used = new Set([
      ...classesInScripts(OUT_DIR),
      ...pages.flatMap((p) => [...classesInHtml(p)]),
      ...CSS_SAFELIST.standard,
    ]);
    expect(lostSelectors(full, allCss, used, prefixes)).toEqual([]);
  });
});

describe('the trimmed stylesheets keep every custom property they read', () => {
  const pages = exportPages();
  const dir = path.join(OUT_DIR, '_next/static/chunks');
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const sheets = fs.readdirSync(dir).filter((f) => f.endsWith('.css'));
  // The global stylesheet (styles/main.scss): the one every page links.
  const linked = pages.map((p) => new Set(referencedAssets(p.html).css.map((url) => path.basename(url))));
  const global = sheets.filter((f) => linked.every((set) => set.has(f)));
  const declaredGlobally = new Set([
    ...global.flatMap((f) => [...declaredVariables(read(f))]),
    ...pages.flatMap((p) => [...variablesInStyleAttributes(p)]),
  ]);
  const declaredUntrimmed = declaredVariables(fullText);

  it('finds the global stylesheet, and in it the body font', () => {
    expect(global).toHaveLength(1);
    expect(read(global[0]!)).toMatch(/--bs-body-font-family:var\(--bs-font-sans-serif\)/);
  });

  it.each(sheets)('%s: every var() it reads without a fallback is declared', (file) => {
    expect(lostVariables(read(file), declaredGlobally, declaredUntrimmed)).toEqual([]);
  });
});

describe('the coverage check', () => {
  it('reports a custom property read without a fallback that trimming lost', () => {
    const css = ':root{--a:1px}body{margin:var(--a);padding:var(--b);gap:var(--c, 0);color:var(--d);top:var(--e)}';
    // --d is declared by the global sheet; --e was never declared (an optional hook).
    expect(lostVariables(css, new Set(['--d']), new Set(['--a', '--b', '--c', '--d']))).toEqual(['--b']);
  });

  it('reads the classes of each selector, not of values', () => {
    expect(selectorClasses('.a .b-2:hover, p.c\\:d { background: url(x.svg); width: .5rem }')).toEqual([
      ['a', 'b-2'],
      ['c:d'],
    ]);
  });

  it('reads the selectors that name no class, spacing ignored', () => {
    expect([
      ...classlessSelectors(':where(a, button):focus-visible, .x:hover, h1 > a, *::before { color: red }'),
    ]).toEqual([':where(a,button):focus-visible', 'h1>a', ':before']);
  });

  it('reports a rule the used classes can match and the shipped sheet lacks', () => {
    const full = selectorClasses('.nav-fill .nav-item {} .menu .nav-item {} .x {}');
    const shipped = selectorClasses('.x {}');
    expect(lostSelectors(full, shipped, new Set(['menu', 'nav-item']))).toEqual(['menu nav-item']);
  });

  it('counts a class a script builds from a prefix as used', () => {
    const full = selectorClasses('.backdrop.level-0 {} .backdrop.other {}');
    expect(lostSelectors(full, [], new Set(['backdrop']), ['level-'])).toEqual(['backdrop level-0']);
  });
});
