/**
 * The forms service under load (`npm run bench:forms`; `npm run bench` ends with it):
 *  1. sustained valid submissions at a fixed rate from many visitors (load client in its
 *     own process, sharing the 2 cores with the service), after a warm-up;
 *  2. a flood from one address while a second client sends valid submissions;
 *  3. the crash test (crash.ts).
 * Each on the embedded store and, when DATABASE_URL names a PostgreSQL server (npm run
 * bench:forms starts a throw-away one), on PostgreSQL in a fresh database per scenario.
 * Prints a table and writes bench/forms-results.json. Options:
 *   --rate=1000       sustained submissions per second
 *   --seconds=10      length of each load scenario
 *   --warmup=3        seconds of valid submissions at the same rate before a scenario,
 *                     not counted: a running service is warm (compiled code, the store's
 *                     caches), a just-started one is not
 *   --flood=10000     flood requests per second from one address
 *   --port=8797       port of the service under test
 *   --readme          write the table into README.md's forms section
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { format, resolveConfig } from 'prettier';
import { crashTest, type CrashResult } from './crash';
import type { LoadPlan } from './load-client';
import { formsBenchMarkdown, printFormsBench, type StoreResult } from './report';
import { startService, type RunningService, type ServiceOptions } from './service';
import type { LoadResult } from './stats';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rate = Number(arg('rate') ?? 1000);
const seconds = Number(arg('seconds') ?? 10);
const floodRate = Number(arg('flood') ?? 10_000);
const warmupSeconds = Number(arg('warmup') ?? 3);
const port = Number(arg('port') ?? 8797);
const adminToken = 'bench-admin-token-0123456789abcdef';
const run = promisify(execFile);

async function load(plan: LoadPlan): Promise<LoadResult> {
  const client = path.resolve('scripts/bench/forms/load-client.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', client, JSON.stringify(plan)], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as LoadResult;
}

/** A fresh PostgreSQL database for one scenario, so none sees another's rows. */
async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function scenarioOptions(store: string, scenario: string): Promise<ServiceOptions> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forms-bench-${scenario}-`));
  const databaseUrl =
    store === 'postgres' ? await freshDatabase(process.env.DATABASE_URL!, `forms_bench_${scenario}`) : undefined;
  return { port, dataDir, databaseUrl, adminToken };
}

/** `seconds` of fresh valid submissions at the sustained rate, each visitor sending one, from `visitorNet`. */
const sustainedLoad = (origin: string, seconds: number, visitorNet: string) =>
  load({
    origin,
    rate,
    durationMs: seconds * 1000,
    connections: 64,
    visitors: rate * seconds,
    visitorNet,
    body: 'valid',
  });

/**
 * Uncounted, from addresses of their own (10.9.x.y), so no measured visitor's budget is
 * spent; then waits until the outbox has written the warm-up's mail (two messages per
 * submission, as .eml files in the data folder), so that the scenario measures its own
 * traffic, not the delivery of a backlog it did not cause.
 */
async function warmUp(service: RunningService, dataDir: string): Promise<void> {
  if (warmupSeconds === 0) return;
  const { statuses } = await sustainedLoad(service.origin, warmupSeconds, '10.9');
  const mails = 2 * (statuses[201] ?? 0);
  const mailDir = path.join(dataDir, 'mail');
  const written = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')).length : 0);
  const until = Date.now() + 300_000;
  while (written() < mails) {
    if (Date.now() > until) throw new Error(`the warm-up's ${mails} mails were not written within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function benchStore(store: 'embedded' | 'postgres'): Promise<StoreResult> {
  console.log(`\n== forms service, ${store} store`);
  const durationMs = seconds * 1000;

  const sustainedOptions = await scenarioOptions(store, 'sustained');
  const sustainedService = await startService(sustainedOptions);
  await warmUp(sustainedService, sustainedOptions.dataDir);
  const sustained = await sustainedLoad(sustainedService.origin, seconds, '10.1');
  await sustainedService.stop();
  console.log(`  sustained: ${JSON.stringify(sustained)}`);

  const floodOptions = await scenarioOptions(store, 'flood');
  const floodService = await startService(floodOptions);
  await warmUp(floodService, floodOptions.dataDir);
  const common = { origin: floodService.origin, durationMs };
  const [flood, valid] = await Promise.all([
    load({ ...common, rate: floodRate, connections: 64, visitors: 1, visitorNet: '10.2', body: 'same' }),
    load({ ...common, rate: 100, connections: 8, visitors: 100 * seconds, visitorNet: '10.3', body: 'valid' }),
  ]);
  await floodService.stop();
  console.log(`  flood: ${JSON.stringify(flood)}\n  valid beside it: ${JSON.stringify(valid)}`);

  const crash: CrashResult = await crashTest(await scenarioOptions(store, 'crash'));
  console.log(`  crash: ${JSON.stringify(crash)}`);
  return { store, sustained, flood, valid, crash };
}

const stores: Array<'embedded' | 'postgres'> = ['embedded'];
if (process.env.DATABASE_URL) stores.push('postgres');
else console.log('DATABASE_URL is not set: PostgreSQL is left out (npm run bench:forms starts one)');

const results: StoreResult[] = [];
for (const store of stores) results.push(await benchStore(store));

const machine = `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const targets = { rate, floodRate, seconds, warmupSeconds };
printFormsBench(results, machine, targets);
fs.mkdirSync('bench', { recursive: true });
fs.writeFileSync(
  'bench/forms-results.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, targets, results }, null, 2)}\n`,
);
console.log('\nwrote bench/forms-results.json');

if (process.argv.includes('--readme')) {
  const file = path.resolve('README.md');
  const readme = fs.readFileSync(file, 'utf8');
  const marked = /(<!-- forms-bench:start -->\n)[\s\S]*?(\n<!-- forms-bench:end -->)/;
  if (!marked.test(readme))
    throw new Error('README.md has no <!-- forms-bench:start --> … <!-- forms-bench:end --> section');
  // Formatted as the Prettier gate of npm test expects, so the README can be committed as written.
  const options = { ...(await resolveConfig(file)), filepath: file };
  const written = readme.replace(marked, `$1${formsBenchMarkdown(results, machine, targets)}$2`);
  fs.writeFileSync(file, await format(written, options));
  console.log('wrote the table into README.md');
}
