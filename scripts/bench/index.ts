/**
 * `npm run bench`: what a page costs, against two reference pages, and what growth costs.
 *  1. Builds a fresh copy of the site (timed) and serves it with nginx (deploy/nginx.conf);
 *     builds a bare Next.js page and a plain HTML page and serves them too (references.ts).
 *     All three are served as production serves the site: HTTPS and HTTP/2 (a throw-away
 *     self-signed certificate). Over plain HTTP/1.1 every request a page makes in parallel
 *     opens a connection of its own, which Lighthouse's simulated slow 4G charges a round
 *     trip for: no visitor pays that.
 *  2. Per page template: first-load JS/CSS and HTML bytes, and Lighthouse mobile, median of
 *     3 runs taken in rounds (every page once per round, so drift hits all alike), printed
 *     beside the references with the ratios the bench targets (targets.ts) are stated in.
 *  3. Builds copies with 10× and 100× the products and releases, reporting seconds per page.
 *  4. The site with each framework rewrite left out, and with none (patches.ts).
 *  5. The forms service under load and killed under load (scripts/bench/forms/), on the
 *     embedded store and on a throw-away PostgreSQL.
 * Prints tables and writes bench/results.json. Options:
 *   --runs=3          Lighthouse runs per page (median)
 *   --only=home,cart  only these templates (names as printed)
 *   --use-out         measure the repo's current out/ instead of building a fresh copy
 *   --scales=10,100   synthetic scales (default 10,100; --scales= for none)
 *   --no-lighthouse   page weights only
 *   --docs            write the table into docs/performance.md's bench section
 *   --readme          passed on to the forms bench, which writes its table into README.md
 *   --port=8099       first of the four ports the bench serves on (default BENCH_PORT or 8099)
 *   --http1           serve over plain HTTP/1.1
 *   --no-patches      leave out the framework rewrites' bench (npm run bench:patches runs it alone)
 *   --no-forms        leave out the forms service's load and crash tests (npm run bench:forms runs them alone)
 * Run it alone: anything else on the 2 cores shows up in TBT and LCP.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { benchCleanups } from './cleanups';
import { countPages, copyRepo, multiplyContent, timedBuild } from './build-scale';
import { medianResult, runLighthouse, type LighthouseResult } from './lighthouse';
import { measureWeights, type TemplateResult } from './pages';
import { serveReferences } from './references';
import { markdownTemplates, printBuilds, printTemplates, type MeasuredReference } from './report';
import { writeSelfSignedCertificate } from '../self-signed-certificate';
import { BENCH_TARGETS } from './targets';
import { waitFor } from './wait-for';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name: string) => process.argv.includes(`--${name}`);
const scales = (arg('scales') ?? '10,100')
  .split(',')
  .map(Number)
  .filter((n) => n > 1);
const runs = Math.max(1, Number(arg('runs') ?? 3));
const only = arg('only')?.split(',');
const lighthouseOn = !flag('no-lighthouse');
const useOut = flag('use-out');
const port = Number(arg('port') ?? process.env.BENCH_PORT ?? 8099);
const http1 = flag('http1');
const protocol = http1 ? 'plain HTTP/1.1' : 'HTTPS and HTTP/2, as deploy/nginx.conf serves';
const repo = process.cwd();

export type BuildResult = {
  scale: number;
  products: number;
  releases: number;
  pages: number;
  seconds: number;
  secondsPerPage: number;
};

async function buildAt(scale: number, keep: boolean): Promise<{ result: BuildResult; dir: string }> {
  console.log(`\n== build ${scale}× (copying the repo)`);
  const dir = copyRepo(repo);
  const counts = multiplyContent(path.join(dir, 'content'), scale);
  console.log(`  ${counts.products} products, ${(counts.firmware ?? 0) + (counts.software ?? 0)} release pages`);
  try {
    const seconds = await timedBuild(dir, `${scale}×`);
    const pages = countPages(path.join(dir, 'out'));
    const result = {
      scale,
      products: counts.products ?? 0,
      releases: (counts.firmware ?? 0) + (counts.software ?? 0),
      pages,
      seconds: Number(seconds.toFixed(1)),
      secondsPerPage: Number((seconds / pages).toFixed(3)),
    };
    console.log(`  ${pages} pages in ${result.seconds} s (${result.secondsPerPage} s per page)`);
    return { result, dir };
  } finally {
    if (!keep) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Lighthouse over every target, `runs` rounds of one run each, then the median per target. */
async function lighthouseRounds(urls: string[]): Promise<LighthouseResult[]> {
  const results = urls.map(() => [] as LighthouseResult[]);
  for (let round = 1; round <= runs; round++) {
    console.log(`  round ${round} of ${runs}`);
    for (const [i, url] of urls.entries()) {
      const lh = await runLighthouse(url);
      results[i]!.push(lh);
      console.log(`    ${url}: perf ${lh.performance}, LCP ${lh.lcpMs} ms, TBT ${lh.tbtMs} ms, CLS ${lh.cls}`);
    }
  }
  return results.map(medianResult);
}

const cleanups = benchCleanups();

const builds: BuildResult[] = [];
let siteDir = repo;
if (!useOut) {
  const base = await buildAt(1, true);
  builds.push(base.result);
  siteDir = base.dir;
} else if (!fs.existsSync(path.join(repo, 'out/index.html'))) {
  throw new Error('--use-out: out/ is missing; run npm run build first');
}

const templates: TemplateResult[] = measureWeights(path.join(siteDir, 'out'), only);
let references: MeasuredReference[] = [];
if (lighthouseOn) {
  console.log(
    `\n== Lighthouse mobile: ${templates.length} templates and 2 reference pages, median of ${runs}, over ${protocol}`,
  );
  const tlsDir = http1 ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'clonewave-bench-tls-'));
  const ca = tlsDir ? writeSelfSignedCertificate(tlsDir) : undefined;
  if (tlsDir) cleanups.add(() => fs.rmSync(tlsDir, { recursive: true, force: true }));
  const nginx = spawn('bash', ['scripts/serve-nginx.sh'], {
    cwd: siteDir,
    env: { ...process.env, PORT: String(port), ...(tlsDir ? { TLS_DIR: tlsDir } : {}) },
    stdio: 'ignore',
  });
  const refs = serveReferences(repo, port + 1, tlsDir);
  cleanups.add(() => nginx.kill('SIGTERM'), refs.stop);
  try {
    const origin = `${tlsDir ? 'https' : 'http'}://127.0.0.1:${port}`;
    await waitFor(`${origin}/`, 15_000, ca);
    for (const r of refs.references) await waitFor(`${r.origin}/`, 15_000, ca);
    const urls = [
      ...refs.references.map((r) => `${r.origin}${r.route}`),
      ...templates.map((t) => `${origin}${t.route}`),
    ];
    const medians = await lighthouseRounds(urls);
    references = refs.references.map((r, i) => ({ name: r.name, route: r.route, lighthouse: medians[i]! }));
    templates.forEach((t, i) => (t.lighthouse = medians[refs.references.length + i]));
  } finally {
    cleanups.run();
  }
}
if (!useOut) fs.rmSync(siteDir, { recursive: true, force: true });

// Print the page table first: a synthetic scale that fails to build (its content breaks a
// build rule, say) must not lose the Lighthouse figures measured above.
printTemplates(templates, references, protocol);
for (const scale of scales) {
  try {
    builds.push((await buildAt(scale, false)).result);
  } catch (error) {
    console.error(`build ${scale}× failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

if (builds.length) printBuilds(builds);

const date = new Date().toISOString().slice(0, 10);
fs.mkdirSync(path.join(repo, 'bench'), { recursive: true });
const results = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  protocol,
  targets: BENCH_TARGETS,
  references,
  templates,
  builds,
};
fs.writeFileSync(path.join(repo, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwrote bench/results.json');

if (flag('docs') && references.length) {
  const file = path.join(repo, 'docs/performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const marked = /(<!-- bench:start -->\n)[\s\S]*?(\n<!-- bench:end -->)/;
  if (!marked.test(doc))
    throw new Error('docs/performance.md has no <!-- bench:start --> … <!-- bench:end --> section');
  const table = markdownTemplates(templates, references, date, protocol);
  // Formatted as the Prettier gate of npm test expects, so the page can be committed as written.
  const options = { ...(await resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await format(doc.replace(marked, `$1${table}$2`), options));
  console.log('wrote the table into docs/performance.md');
}

if (!flag('no-patches')) {
  const patches = spawnSync('npm', ['run', 'bench:patches', '--', ...(flag('docs') ? ['--docs'] : [])], {
    stdio: 'inherit',
  });
  if (patches.status !== 0) process.exitCode = patches.status ?? 1;
}

if (!flag('no-forms')) {
  const forms = spawnSync('npm', ['run', 'bench:forms', '--', ...(flag('readme') ? ['--readme'] : [])], {
    stdio: 'inherit',
  });
  if (forms.status !== 0) process.exitCode = forms.status ?? 1;
}
