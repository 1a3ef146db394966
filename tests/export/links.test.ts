import { describe, expect, it } from 'vitest';
import { listPages } from '../../scripts/export-pages';
import { checkLinks, collectLinks, externalProblem } from '../../scripts/quality/links';
import { exportPages, fakeExport, OUT_DIR } from './out-dir';

describe('link integrity over out/', () => {
  const pages = exportPages();

  it('collects the links of every page', () => {
    const count = pages.reduce((n, page) => n + collectLinks(page).length, 0);
    expect(count).toBeGreaterThan(pages.length * 10);
  });

  it('every internal href, src and srcset exists and every external link is well-formed', () => {
    expect(checkLinks(OUT_DIR, pages)).toEqual([]);
  });
});

describe('the link check', () => {
  const dir = fakeExport({
    'index.html': `<a href="/a/">ok</a><a href="/a">ok too</a><a href="/gone/">gone</a><a href="/a/#here">frag</a><a href="/a/#nowhere">bad frag</a>
      <img src="/i.png?w=10" srcset="/i.png?w=10 10w, /missing.png 20w" alt=""><a href="https://exa mple.com">x</a>
      <a href="mailto:someone">m</a><a href="javascript:alert(1)">j</a><a href="https://www.clonewave.example/nope/">abs</a>
      <form action="/api/forms/contact"></form><form action="/api/formsx"></form>`,
    'a/index.html': '<h2 id="here">Here</h2>',
    'i.png': 'png',
  });

  it('reports missing targets, missing fragments, bad srcset entries and malformed external links', () => {
    const problems = checkLinks(dir, listPages(dir)).join('\n');
    expect(problems).toContain('/gone/, which the export does not have');
    expect(problems).toContain('#nowhere');
    expect(problems).not.toContain('#here');
    expect(problems).toContain('/missing.png');
    expect(problems).toContain('contains whitespace');
    expect(problems).toContain('not an e-mail address');
    expect(problems).toContain('javascript: scheme');
    expect(problems).toContain('/nope/, which the export does not have');
    // The forms service answers under /api/forms/ (deploy/nginx.conf), not the export.
    expect(problems).not.toContain('/api/forms/contact');
    expect(problems).toContain('/api/formsx, which the export does not have');
    expect(problems.split('\n')).toHaveLength(8);
  });

  it('accepts the external forms the site uses', () => {
    expect(externalProblem('https://www.youtube.com/@clonewave')).toBeUndefined();
    expect(externalProblem('mailto:support@clonewave.example')).toBeUndefined();
    expect(externalProblem('tel:+14085550142')).toBeUndefined();
    expect(externalProblem('https://localhost/')).toMatch(/invalid host/);
  });
});
