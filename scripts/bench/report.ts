/** The bench's tables, printed to the terminal. */
import type { BuildResult } from './index';
import type { TemplateResult } from './pages';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function printTemplates(templates: TemplateResult[]) {
  console.log('\nPage templates (kB = 1000 bytes; JS/CSS gzip; Lighthouse mobile)');
  table(
    ['template', 'route', 'JS kB', 'CSS kB', 'HTML kB', 'img kB', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'CLS', 'TBT ms'],
    templates.map((t) => {
      const lh = t.lighthouse;
      return [
        t.name,
        t.route,
        kb(t.jsGzip),
        kb(t.cssGzip),
        kb(t.htmlBytes),
        kb(lh ? lh.imageBytes : t.imageBytes),
        ...(lh ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.lcpMs, lh.cls, lh.tbtMs].map(String) : Array(7).fill('-')),
      ];
    }),
  );
  const failed = templates.flatMap((t) => (t.lighthouse?.failedAudits ?? []).map((a) => `${t.route} ${a}`));
  if (failed.length) console.log(`\nLighthouse audits below 100:\n  ${failed.join('\n  ')}`);
  const errors = templates.filter((t) => t.lighthouse?.runtimeError).map((t) => `${t.route} ${t.lighthouse!.runtimeError}`);
  if (errors.length) console.log(`\nLighthouse could not measure (scores 0):\n  ${errors.join('\n  ')}`);
}

export function printBuilds(builds: BuildResult[]) {
  console.log('\nFull build (npm run build: content check + next build + postbuild)');
  // The fixed cost (compile, type check) dominates small builds; the marginal cost of one
  // more page, against the 1× build, is what growth will cost.
  const base = builds.find((b) => b.scale === 1);
  table(
    ['scale', 'products', 'releases', 'pages', 'seconds', 's/page', 's/added page'],
    builds.map((b) => [
      `${b.scale}×`,
      String(b.products),
      String(b.releases),
      String(b.pages),
      b.seconds.toFixed(1),
      b.secondsPerPage.toFixed(3),
      base && b !== base && b.pages > base.pages ? ((b.seconds - base.seconds) / (b.pages - base.pages)).toFixed(3) : '-',
    ]),
  );
}
