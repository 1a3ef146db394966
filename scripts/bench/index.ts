/**
 * `npm run bench`: what a page costs and what growth costs.
 *  1. Builds a fresh copy of the site (timed), then per page template: gzip JS and CSS
 *     the page loads, HTML and image bytes, and Lighthouse mobile scores with LCP, CLS
 *     and TBT, against nginx serving that export with deploy/nginx.conf.
 *  2. Builds copies with 10× and 100× the products and releases, reporting seconds per page.
 * Prints tables and writes bench/results.json. Options:
 *   --scales=10,100   synthetic scales (default 10,100; 1 is always built)
 *   --no-lighthouse   page weights only
 *   --port=8099       port for the bench's nginx (default BENCH_PORT or 8099)
 * The 100× build takes minutes on 2 cores; progress lines show where it is.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { countPages, copyRepo, multiplyContent, timedBuild } from './build-scale';
import { measureTemplates, type TemplateResult } from './pages';
import { printBuilds, printTemplates } from './report';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const scales = (arg('scales') ?? '10,100').split(',').map(Number).filter((n) => n > 1);
const lighthouseOn = !process.argv.includes('--no-lighthouse');
const port = Number(arg('port') ?? process.env.BENCH_PORT ?? 8099);
const repo = process.cwd();

export type BuildResult = { scale: number; products: number; releases: number; pages: number; seconds: number; secondsPerPage: number };

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < until) {
    let status = 'no answer';
    try {
      const response = await fetch(url);
      if (response.ok) return;
      status = `HTTP ${response.status}`;
    } catch {
      /* not up yet */
    }
    last = status;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms (last: ${last})`);
}

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

const builds: BuildResult[] = [];
const base = await buildAt(1, true);
builds.push(base.result);

let templates: TemplateResult[] = [];
console.log(`\n== page templates${lighthouseOn ? ' (Lighthouse mobile, one run each)' : ''}`);
const nginx = spawn('bash', ['scripts/serve-nginx.sh'], { cwd: base.dir, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
try {
  await waitFor(`http://127.0.0.1:${port}/`, 15_000);
  templates = await measureTemplates(path.join(base.dir, 'out'), `http://127.0.0.1:${port}`, lighthouseOn);
} finally {
  nginx.kill('SIGTERM');
  fs.rmSync(base.dir, { recursive: true, force: true });
}

for (const scale of scales) builds.push((await buildAt(scale, false)).result);

printTemplates(templates);
printBuilds(builds);

fs.mkdirSync(path.join(repo, 'bench'), { recursive: true });
const results = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  targets: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  templates,
  builds,
};
fs.writeFileSync(path.join(repo, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwrote bench/results.json');
