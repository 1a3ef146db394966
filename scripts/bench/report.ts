/** The bench's tables, printed to the terminal (and the markdown table for docs/performance.md). */
import type { BuildResult } from './index';
import type { LighthouseResult } from './lighthouse';
import type { TemplateResult } from './pages';
import { missedTargets } from './targets';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

export function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export type MeasuredReference = { name: string; route: string; lighthouse: LighthouseResult };

/** The machine's speed in the run: Lighthouse's benchmark index, median over the bare page's runs. */
const machineSpeed = (references: MeasuredReference[]) => {
  const index = references[0]?.lighthouse.benchmarkIndex;
  return index ? `Lighthouse benchmark index ${index}` : 'benchmark index unknown';
};

/**
 * One table: the two reference pages first, then every template with its bytes, its
 * Lighthouse medians and how they compare with the bare Next.js page of the same run.
 */
export function printTemplates(templates: TemplateResult[], references: MeasuredReference[], protocol: string) {
  const bare = references[0]?.lighthouse;
  const runs = templates[0]?.lighthouse?.runs ?? 1;
  console.log(
    `\nPage templates against the references (kB = 1000 bytes; JS/CSS gzip; Lighthouse mobile, median of ${runs}; over ${protocol}; ${machineSpeed(references)})`,
  );
  const lhCells = (lh: LighthouseResult | undefined) =>
    lh
      ? [
          kb(lh.totalBytes),
          kb(lh.prefetchBytes),
          String(lh.performance),
          bare ? signed(lh.performance - bare.performance) : '-',
          String(lh.lcpMs),
          bare && bare.lcpMs > 0 ? `${(lh.lcpMs / bare.lcpMs).toFixed(2)}×` : '-',
          String(lh.tbtMs),
          bare ? signed(lh.tbtMs - bare.tbtMs) : '-',
          String(lh.cls),
          `${lh.accessibility}/${lh.bestPractices}/${lh.seo}`,
        ]
      : Array<string>(10).fill('-');
  table(
    [
      'page',
      'route',
      'JS kB',
      'CSS kB',
      'HTML kB',
      'total kB',
      'prefetch kB',
      'perf',
      'vs bare',
      'LCP ms',
      '× bare',
      'TBT ms',
      '+ bare',
      'CLS',
      'a11y/bp/seo',
      'targets',
    ],
    [
      ...references.map((r) => [r.name, r.route, '-', '-', '-', ...lhCells(r.lighthouse), 'reference']),
      ...templates.map((t) => {
        const lh = t.lighthouse;
        const missed = lh && bare ? missedTargets(lh, bare) : [];
        return [
          t.name,
          t.route,
          `${kb(t.jsGzip)} (own ${kb(t.ownJsGzip)})`,
          kb(t.cssGzip),
          kb(t.htmlGzip),
          ...lhCells(lh),
          !lh || !bare ? '-' : missed.length ? missed.join(' ') : 'met',
        ];
      }),
    ],
  );
  const failed = templates.flatMap((t) => (t.lighthouse?.failedAudits ?? []).map((a) => `${t.route} ${a}`));
  if (failed.length) console.log(`\nLighthouse audits below 100:\n  ${failed.join('\n  ')}`);
  const errors = [...references, ...templates]
    .filter((t) => t.lighthouse?.runtimeError)
    .map((t) => `${t.route} ${t.lighthouse!.runtimeError}`);
  if (errors.length) console.log(`\nLighthouse could not measure (scores 0):\n  ${errors.join('\n  ')}`);
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

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
      base && b !== base && b.pages > base.pages
        ? ((b.seconds - base.seconds) / (b.pages - base.pages)).toFixed(3)
        : '-',
    ]),
  );
}

/** The same comparison as a markdown table, for docs/performance.md's bench section. */
export function markdownTemplates(
  templates: TemplateResult[],
  references: MeasuredReference[],
  date: string,
  protocol: string,
): string {
  const bare = references[0]?.lighthouse;
  const runs = templates[0]?.lighthouse?.runs ?? 1;
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const lh = (l: LighthouseResult) => [
    String(l.performance),
    `${(l.lcpMs / 1000).toFixed(2)} s`,
    bare ? `${(l.lcpMs / bare.lcpMs).toFixed(2)}×` : '-',
    `${l.tbtMs} ms`,
    String(l.cls),
    `${kb(l.totalBytes)} kB`,
    `${kb(l.prefetchBytes)} kB`,
  ];
  const lines = [
    `Measured ${date} by \`npm run bench\` (Lighthouse mobile, median of ${runs}, over ${protocol}, this 2-core machine (${machineSpeed(references)}); the references served with the site's headers but the last; JS and CSS are first-load gzip, own JS the site's part above the framework's shared chunks; prefetch: the spec's idle prefetch of the content's links in view, route checks and RSC payloads).`,
    '',
    row(['page', 'JS', 'CSS', 'perf', 'LCP', 'LCP × bare', 'TBT', 'CLS', 'transferred', 'of it, prefetch', 'targets']),
    row(Array<string>(11).fill('---')),
    ...references.map((r) => row([r.name, '-', '-', ...lh(r.lighthouse), 'reference'])),
    ...templates
      .filter((t) => t.lighthouse)
      .map((t) => {
        const missed = bare ? missedTargets(t.lighthouse!, bare) : [];
        return row([
          `${t.name} \`${t.route}\``,
          `${kb(t.jsGzip)} kB (own ${kb(t.ownJsGzip)})`,
          `${kb(t.cssGzip)} kB`,
          ...lh(t.lighthouse!),
          missed.length ? missed.join(', ') : 'met',
        ]);
      }),
  ];
  return lines.join('\n');
}
