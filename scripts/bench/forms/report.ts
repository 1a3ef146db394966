import type { CrashResult } from './crash';
import type { LoadResult } from './stats';

export interface StoreResult {
  store: string;
  sustained: LoadResult;
  flood: LoadResult;
  valid: LoadResult;
  crash: CrashResult;
}

interface Targets {
  rate: number;
  floodRate: number;
  seconds: number;
  warmupSeconds: number;
}

/** The service's figures: ≥ 1,000 submissions/s at p99 ≤ 50 ms; beside a flood, p99 ≤ 100 ms. */
export const FORMS_TARGETS = { sustainedPerSecond: 1000, sustainedP99Ms: 50, besideFloodP99Ms: 100 } as const;

const share = (result: LoadResult, status: number) =>
  `${(((result.statuses[status] ?? 0) / result.sent) * 100).toFixed(1)} %`;
const cpuSeconds = (result: LoadResult) => (result.cpuMs / 1000).toFixed(1);
const steal = (result: LoadResult) =>
  result.stealPercent === undefined ? '' : `, host steal ${result.stealPercent.toFixed(1)} %`;
const mark = (ok: boolean) => (ok ? 'met' : 'MISSED');

function rows(results: StoreResult[]): string[][] {
  return results.map(({ store, sustained, flood, valid, crash }) => {
    const sustainedOk =
      sustained.ratePerSecond >= FORMS_TARGETS.sustainedPerSecond * 0.99 &&
      sustained.latencyMs.p99 <= FORMS_TARGETS.sustainedP99Ms &&
      (sustained.statuses[201] ?? 0) === sustained.sent;
    const besideOk = valid.latencyMs.p99 <= FORMS_TARGETS.besideFloodP99Ms && (valid.statuses[201] ?? 0) === valid.sent;
    const crashOk =
      crash.missing === 0 &&
      crash.storedTwice === 0 &&
      crash.replaysWithOtherReference === 0 &&
      crash.mailsMissing === 0;
    return [
      store,
      `${Math.round(sustained.ratePerSecond)}/s, ${share(sustained, 201)} 201, p50 ${sustained.latencyMs.p50} / p99 ${sustained.latencyMs.p99} ms (${mark(sustainedOk)}); load generator ${cpuSeconds(sustained)} s CPU${steal(sustained)}`,
      // The address's budget lets its first few through: 201 is not a miss.
      `${Math.round(flood.ratePerSecond)}/s sent, ${flood.statuses[429] ?? 0} × 429, ${flood.statuses[201] ?? 0} × 201 (its budget)`,
      `${share(valid, 201)} 201, p99 ${valid.latencyMs.p99} ms (${mark(besideOk)})${steal(valid)}`,
      `${crash.answered} answered, ${crash.missing} lost, ${crash.storedTwice} twice, ${crash.replaysWithOtherReference} other refs, ${crash.retriesAfterCrash} retries, mails ${crash.mailsMissing} missing / ${crash.mailsDuplicated} repeated (${mark(crashOk)})`,
    ];
  });
}

const HEAD = ['store', 'sustained valid', 'flood from one address', 'valid beside the flood', 'SIGKILL under load'];

export function printFormsBench(results: StoreResult[], machine: string, targets: Targets) {
  console.log(
    `\nForms service (${machine}; ${targets.seconds} s per scenario after ${targets.warmupSeconds} s of warm-up, target ${targets.rate}/s)`,
  );
  for (const row of rows(results)) HEAD.forEach((h, i) => console.log(`  ${h.padEnd(24)} ${row[i]}`));
}

export function formsBenchMarkdown(results: StoreResult[], machine: string, targets: Targets): string {
  const date = new Date().toISOString().slice(0, 10);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `Measured ${date} on ${machine}, load generator on the same cores; ${targets.seconds} s per scenario after ${targets.warmupSeconds} s of warm-up, ${targets.rate} submissions/s offered, flood ${targets.floodRate} requests/s.`,
    '',
    line(HEAD),
    line(HEAD.map(() => '---')),
    ...rows(results).map(line),
  ].join('\n');
}
