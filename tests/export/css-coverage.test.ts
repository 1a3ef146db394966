import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencedAssets } from '../../scripts/quality/budgets';
import {
  classesInHtml,
  classesInScripts,
  fullStylesheet,
  lostSelectors,
  selectorClasses,
} from '../../scripts/quality/css-coverage';
import { exportPages, OUT_DIR } from './out-dir';

/** Every stylesheet entry the site compiles (the global one and each island's own). */
const STYLESHEETS = ['styles/main.scss'];
const shipped = (url: string) => selectorClasses(fs.readFileSync(path.join(OUT_DIR, decodeURIComponent(url)), 'utf8'));

describe('the trimmed stylesheets keep every rule the site can use', () => {
  const full = fullStylesheet(process.cwd(), STYLESHEETS);
  const pages = exportPages();

  it('the full stylesheet is the real one', () => {
    expect(full.length).toBeGreaterThan(1000);
    expect(full.some((classes) => classes.join() === 'btn-primary')).toBe(true);
  });

  it.each(pages.map((p) => [p.route, p] as const))('%s: the rules its markup can match are shipped', (_r, page) => {
    const css = referencedAssets(page.html).css.flatMap(shipped);
    expect(lostSelectors(full, css, classesInHtml(page))).toEqual([]);
  });

  it('rules for classes that scripts set at run time are shipped', () => {
    const dir = path.join(OUT_DIR, '_next/static/chunks');
    const allCss = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.css'))
      .flatMap((f) => selectorClasses(fs.readFileSync(path.join(dir, f), 'utf8')));
    const used = new Set([...classesInScripts(OUT_DIR), ...pages.flatMap((p) => [...classesInHtml(p)])]);
    expect(lostSelectors(full, allCss, used)).toEqual([]);
  });
});

describe('the coverage check', () => {
  it('reads the classes of each selector, not of values', () => {
    expect(selectorClasses('.a .b-2:hover, p.c\\:d { background: url(x.svg); width: .5rem }')).toEqual([
      ['a', 'b-2'],
      ['c:d'],
    ]);
  });

  it('reports a rule the used classes can match and the shipped sheet lacks', () => {
    const full = selectorClasses('.nav-fill .nav-item {} .menu .nav-item {} .x {}');
    const shipped = selectorClasses('.x {}');
    expect(lostSelectors(full, shipped, new Set(['menu', 'nav-item']))).toEqual(['menu nav-item']);
  });
});
