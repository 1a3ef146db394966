/**
 * `npm run bench:patches` (`npm run bench` ends with it): what each post-build step that
 * rewrites framework output is worth, and the site with none of them.
 *  1. In a fresh copy of the repository, builds the plain Next.js export
 *     (`FRAMEWORK_PATCHES=off npm run build`), then `next build` once more with the
 *     rewrites on and, from that raw export, one variant with every step and one per
 *     rewrite with that rewrite left out (`scripts/postbuild.ts --without=<name>`).
 *  2. Serves every variant with nginx as production does (HTTPS, HTTP/2) and runs
 *     Lighthouse mobile (performance only) on the same page of each, round after round,
 *     the variants in an order that rotates each round; a round gives one pair per
 *     rewrite (every step / every step but this one) measured minutes apart.
 *  3. Prints, per rewrite, the medians with and without it, the median of the paired
 *     differences, and a two-sided sign test over the pairs: a gain whose sign test is not
 *     significant (p ≥ 0.05) on either score is within the noise, and the rewrite should go.
 * Results go to bench/patches-<page>.json. Options:
 *   --rounds=20       rounds (pairs per rewrite)
 *   --page=product    the bench template measured (scripts/bench/templates.ts)
 *   --rewrites=a,b    leave out only these rewrites, one at a time (default: each)
 *   --port=8120       first of the ports the variants are served on
 *   --report          measure nothing: print the results of every page measured before
 *   --docs            write the table of every page measured into docs/performance.md
 * Run it alone: anything else on the 2 cores shows up in TBT.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { postbuildSteps } from '../postbuild/steps';
import { writeSelfSignedCertificate } from '../self-signed-certificate';
import { benchCleanups } from './cleanups';
import { copyRepo, timedBuild } from './build-scale';
import { median, runLighthouse, type LighthouseResult } from './lighthouse';
import { table } from './report';
import { benchTemplates } from './templates';
import { waitFor } from './wait-for';

/**
 * What each rewrite does, what tells you an upgrade broke it, and why it stays whatever its
 * gain (`stays`), where it does something other than speed.
 */
const REWRITES: Record<string, { does: string; brokenWhen: string; stays?: string }> = {
  'suspense-boundaries-inline': {
    does: "moves Suspense boundaries streamed out of order back in place, drops React's `$RC` reveal scripts",
    stays:
      "the layout's three boundaries need it: without it their content waits, hidden, for React's inline scripts, so a page without JavaScript shows no content (`FRAMEWORK_PATCHES=off` drops the boundaries with it)",
    brokenWhen:
      '`tests/unit/suspense-boundaries-inline.test.ts`; e2e `before-scripts` (content missing without scripts)',
  },
  'island-stylesheets-inline': {
    does: "writes the rules of `dynamic()` islands' stylesheets into the head",
    stays:
      'each linked sheet (up to four on a page) is one more response carrying the full set of security headers, which took the product page past its 250 kB first-load budget (`tests/e2e/first-load-bytes.spec.ts`)',
    brokenWhen:
      '`tests/export/render-blocking.test.ts`; `tests/e2e/first-load-bytes.spec.ts`; e2e `page-quality` (a layout shift when an island loads)',
  },
  'scripts-after-paint': {
    does: 'starts the first-load chunks and the RSC payload after the first paint',
    brokenWhen: '`tests/export/hydration.test.ts`, `tests/unit/framework-modules.test.ts`; e2e hydration checks',
  },
  'compile-hints': {
    does: "gives the large first-load chunks V8's compile-eagerly hint",
    brokenWhen: '`tests/unit/compile-hints.test.ts` (no chunk crosses the threshold any more)',
  },
};

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rounds = Math.max(1, Number(arg('rounds') ?? 20));
const pageName = arg('page') ?? 'product';
const port = Number(arg('port') ?? 8120);
const repo = process.cwd();

const rewrites = postbuildSteps.filter((s) => s.rewritesFramework).map((s) => s.name);
const undocumented = rewrites.filter((name) => !REWRITES[name]);
if (undocumented.length) throw new Error(`scripts/bench/patches.ts: describe ${undocumented.join(', ')} in REWRITES`);
const measured = arg('rewrites')?.split(',') ?? rewrites;
for (const name of measured) if (!rewrites.includes(name)) throw new Error(`--rewrites: no rewrite named ${name}`);

type Variant = { name: string; without?: string; dir: string; runs: LighthouseResult[] };
/** One page's rounds, as bench/patches-<page>.json keeps them. */
type PageResults = { date: string; route: string; rounds: number; variants: Variant[] };
const resultsFile = (name: string) => path.join(repo, 'bench', `patches-${name.replace(/\W+/g, '-')}.json`);

const cleanups = benchCleanups();

async function measure(): Promise<PageResults> {
  const page = benchTemplates().find((t) => t.name === pageName);
  if (!page)
    throw new Error(
      `--page=${pageName}: the templates are ${benchTemplates()
        .map((t) => t.name)
        .join(', ')}`,
    );

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'clonewave-patches-'));
  fs.chmodSync(work, 0o755);
  cleanups.add(() => fs.rmSync(work, { recursive: true, force: true }));
  const copy = copyRepo(repo);
  cleanups.add(() => fs.rmSync(copy, { recursive: true, force: true }));

  /** A folder nginx serves a variant from: its own out/, the copy's scripts and deploy config. */
  function variantDir(name: string): string {
    const dir = path.join(work, name);
    fs.mkdirSync(dir);
    for (const shared of ['scripts', 'deploy']) fs.symlinkSync(path.join(copy, shared), path.join(dir, shared));
    return dir;
  }

  console.log(`\n== framework rewrites: building the variants in ${copy}`);
  const variants: Variant[] = [];
  await timedBuild(copy, 'plain Next.js', { env: { FRAMEWORK_PATCHES: 'off' } });
  const off: Variant = { name: 'no rewrites (FRAMEWORK_PATCHES=off)', dir: variantDir('off'), runs: [] };
  fs.renameSync(path.join(copy, 'out'), path.join(off.dir, 'out'));

  await timedBuild(copy, 'raw export', { env: { FRAMEWORK_PATCHES: 'on' }, command: ['npx', 'next', 'build'] });
  for (const without of [undefined, ...measured]) {
    const name = without ? `without ${without}` : 'every rewrite';
    const variant: Variant = { name, without, dir: variantDir(without ?? 'all'), runs: [] };
    execFileSync('cp', ['-a', path.join(copy, 'out'), path.join(variant.dir, 'out')]);
    const args = ['tsx', 'scripts/postbuild.ts', `--out=${path.join(variant.dir, 'out')}`];
    await timedBuild(copy, name, { command: ['npx', ...args, ...(without ? [`--without=${without}`] : [])] });
    variants.push(variant);
  }
  variants.push(off);

  const tlsDir = path.join(work, 'tls');
  fs.mkdirSync(tlsDir);
  const ca = writeSelfSignedCertificate(tlsDir);
  const origins = variants.map((variant, i) => {
    const nginx = spawn('bash', [path.join(variant.dir, 'scripts/serve-nginx.sh')], {
      env: { ...process.env, PORT: String(port + i), TLS_DIR: tlsDir },
      stdio: 'ignore',
    });
    cleanups.first(() => nginx.kill('SIGTERM'));
    return `https://127.0.0.1:${port + i}`;
  });
  for (const origin of origins) await waitFor(`${origin}${page.route}`, 15_000, ca);

  console.log(`\n== Lighthouse mobile (performance), ${page.route}, ${rounds} rounds of ${variants.length} variants`);
  try {
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < variants.length; k++) {
        const i = (round + k) % variants.length;
        const result = await runLighthouse(`${origins[i]}${page.route}`, ['performance']);
        variants[i]!.runs.push(result);
        console.log(
          `  round ${round + 1}, ${variants[i]!.name}: perf ${result.performance}, TBT ${result.tbtMs} ms, LCP ${result.lcpMs} ms`,
        );
      }
    }
  } finally {
    cleanups.run();
  }
  return { date: new Date().toISOString(), route: page.route, rounds, variants };
}

if (!process.argv.includes('--report')) {
  const results = await measure();
  fs.mkdirSync(path.join(repo, 'bench'), { recursive: true });
  fs.writeFileSync(resultsFile(pageName), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(repo, resultsFile(pageName))}`);
}
const pages: PageResults[] = benchTemplates()
  .map((t) => resultsFile(t.name))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as PageResults);

/** Two-sided sign test: the chance of a split at least this uneven if either sign were as likely. */
function signTest(differences: number[]): { better: number; worse: number; p: number } {
  const better = differences.filter((d) => d > 0).length;
  const worse = differences.filter((d) => d < 0).length;
  const n = better + worse;
  let tail = 0;
  let choose = 1;
  for (let k = 0; k <= Math.min(better, worse); k++) {
    tail += choose;
    choose = (choose * (n - k)) / (k + 1);
  }
  return { better, worse, p: n === 0 ? 1 : Math.min(1, (2 * tail) / 2 ** n) };
}

const ok = (r: LighthouseResult) => !r.runtimeError;
/** Paired gains of every rewrite (`all`) over the variant without it (or of all over none), round by round. */
function gains(all: Variant, without: Variant) {
  const pairs = all.runs.map((withIt, r) => [withIt, without.runs[r]!] as const).filter(([a, b]) => ok(a) && ok(b));
  const perf = pairs.map(([a, b]) => a.performance - b.performance);
  const tbt = pairs.map(([a, b]) => b.tbtMs - a.tbtMs);
  const perfTest = signTest(perf);
  const tbtTest = signTest(tbt);
  const significant = (test: { better: number; worse: number; p: number }) =>
    test.p < 0.05 ? (test.better > test.worse ? 'gain' : 'loss') : undefined;
  const verdict = significant(perfTest) ?? significant(tbtTest) ?? 'within the noise';
  return { pairs: pairs.length, perf: median(perf), tbt: median(tbt), perfTest, tbtTest, verdict };
}

const medianOf = (v: Variant, pick: (r: LighthouseResult) => number) => median(v.runs.filter(ok).map(pick));
const medians = (v: Variant) =>
  [medianOf(v, (r) => r.performance), medianOf(v, (r) => r.tbtMs), medianOf(v, (r) => r.lcpMs)].map(String);
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const pValue = (p: number) => (p < 0.001 ? '< 0.001' : p.toFixed(3));
const rowsOf = ({ variants }: PageResults) =>
  variants.slice(1).map((v) => ({ variant: v, gain: gains(variants[0]!, v) }));

for (const results of pages) {
  const all = results.variants[0]!;
  console.log(
    `\nFramework rewrites on ${results.route} (${results.date.slice(0, 10)}): medians over ${results.rounds} rounds; gain = every step minus the variant`,
  );
  table(
    ['variant', 'perf', 'TBT ms', 'LCP ms', 'perf gain', 'p', 'TBT gain ms', 'p', 'verdict'],
    [
      [all.name, ...medians(all), '', '', '', '', ''],
      ...rowsOf(results).map(({ variant, gain }) => [
        variant.name,
        ...medians(variant),
        signed(gain.perf),
        pValue(gain.perfTest.p),
        signed(gain.tbt),
        pValue(gain.tbtTest.p),
        gain.verdict,
      ]),
    ],
  );
}

if (process.argv.includes('--docs') && pages.length > 0) {
  const runs = pages.flatMap((p) => p.variants.flatMap((v) => v.runs.filter(ok)));
  const cell = (all: Variant, v: Variant, gain: ReturnType<typeof gains>) =>
    [
      `${medianOf(all, (r) => r.performance)} / ${medianOf(v, (r) => r.performance)} (${signed(gain.perf)}, p ${pValue(gain.perfTest.p)})`,
      `${medianOf(all, (r) => r.tbtMs)} / ${medianOf(v, (r) => r.tbtMs)} ms (${signed(gain.tbt)}, p ${pValue(gain.tbtTest.p)})`,
      gain.verdict,
    ].join(' | ');
  const rows = pages.flatMap((results) =>
    rowsOf(results).map((row) => ({ ...row, route: results.route, all: results.variants[0]! })),
  );
  const line = (name: string, does: string, brokenWhen: string, stays?: string) => (row: (typeof rows)[number]) =>
    `| ${name} | \`${row.route}\` | ${does} | ${cell(row.all, row.variant, row.gain)}${stays ? `; stays: ${stays}` : ''} | ${brokenWhen} |`;
  const measuredOn = pages
    .map((p) => p.date.slice(0, 10))
    .sort()
    .at(-1);
  const lines = [
    `Measured ${measuredOn} by \`npm run bench:patches\`: Lighthouse mobile over HTTPS and HTTP/2, ${Math.min(...pages.map((p) => p.rounds))} or more interleaved rounds per page, this 2-core machine (Lighthouse benchmark index ${median(runs.map((r) => r.benchmarkIndex))}). Each cell: the median with the rewrite / without it (the median of the paired differences, and a two-sided sign test's p).`,
    '',
    '| rewrite | page | what it does | performance | TBT | verdict | what tells you an upgrade broke it |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rewrites.flatMap((name) =>
      rows
        .filter((r) => r.variant.without === name)
        .map(line(`\`${name}\``, REWRITES[name]!.does, REWRITES[name]!.brokenWhen, REWRITES[name]!.stays)),
    ),
    ...rows
      .filter((r) => !r.variant.without)
      .map(
        line(
          'every rewrite, against none',
          'the plain Next.js export',
          'every test above with `FRAMEWORK_PATCHES=off`',
        ),
      ),
  ];
  const file = path.join(repo, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const marked = /(<!-- patches:start -->)[\s\S]*?(<!-- patches:end -->)/;
  if (!marked.test(doc))
    throw new Error('docs/performance.md has no <!-- patches:start --> … <!-- patches:end --> section');
  const options = { ...(await resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await format(doc.replace(marked, `$1\n\n${lines.join('\n')}\n\n$2`), options));
  console.log('wrote the table into docs/performance.md');
}
