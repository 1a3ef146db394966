import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeVnu, validateHtml, type VnuMessage } from '../../scripts/quality/html-validity';
import { exportPages, fakeExport, OUT_DIR } from './out-dir';

/**
 * The Nu Html Checker over every page of out/: no errors at all. One Java process checks
 * every page plus two known-bad samples, which prove the check can fail.
 */
describe('valid HTML (Nu Html Checker)', () => {
  const pages = exportPages();
  const samples = fakeExport({
    'bad/index.html':
      '<!DOCTYPE html><html lang="en"><head><title>t</title><meta http-equiv="refresh" content="0;url=/a/">' +
      '<link rel="preload" href="/a.css" as="style" blocking="render"><link rel="stylesheet" href="/b.css" as="style">' +
      '</head><body><div aria-label="x">x</div><h1>a</h1><h3>b</h3></body></html>',
    // rel=expect is in the HTML Standard but not in this vnu yet, and the framework's own
    // markup is waived where the framework writes it (scripts/quality/html-validity.ts).
    'good/index.html':
      '<!DOCTYPE html><html lang="en"><head><title>t</title><link rel="expect" href="#main" blocking="render">' +
      '<link href="/_next/static/chunks/0a-b.css" rel="stylesheet" as="style" data-precedence="dynamic"/></head>' +
      '<body><main id="main"><div class="page-transition" vt-name="page" vt-update="none"><h1>a</h1></div></main></body></html>',
  });
  const sample = (name: string) => path.join(samples, name, 'index.html');
  let results: Map<string, VnuMessage[]>;

  beforeAll(async () => {
    results = await validateHtml([
      ...pages.map((page) => path.join(OUT_DIR, page.file)),
      sample('bad'),
      sample('good'),
    ]);
  }, 600_000);

  it('reports what vnu rejects, and passes a valid page', () => {
    const bad = results
      .get(sample('bad'))!
      .map((m) => m.message)
      .join('\n');
    expect(bad).toMatch(/aria-label.*must not be specified on any “div”/);
    expect(bad).toMatch(/skipping 1 heading level/);
    expect(bad).toMatch(/Bad value “0;url=\/a\/”/);
    expect(bad).toMatch(
      /“link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
    );
    // `as` is waived only on the links Next.js writes for dynamic() stylesheets.
    expect(bad).toMatch(
      /“link” element with an “as” attribute must have a “rel” attribute that contains the value “preload”/,
    );
    expect(results.get(sample('good'))).toEqual([]);
  });

  it.each(pages.map((page) => [page.route, page.file] as const))('%s has no errors', (_route, file) => {
    expect(results.get(path.join(OUT_DIR, file))!.map(describeVnu)).toEqual([]);
  });
});
