import fs from 'node:fs';

/** What one load client measured. */
export interface LoadResult {
  sent: number;
  seconds: number;
  ratePerSecond: number;
  /** Responses by HTTP status; 0 counts requests that got no answer. */
  statuses: Record<string, number>;
  latencyMs: Percentiles;
  /** The load generator's own CPU time over the run (it shares the cores with the service). */
  cpuMs: number;
  /**
   * The share of the machine's CPU time that its hypervisor gave to other guests during the
   * run ("steal" in /proc/stat): above a few per cent the run measured a busy host, not the
   * service. Absent where /proc/stat cannot be read.
   */
  stealPercent?: number;
}

/** The machine's CPU time so far, all of it and the stolen part, in clock ticks; undefined off Linux. */
export function machineCpuTicks(): { total: number; steal: number } | undefined {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest is inside user)
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = user! + nice! + system! + idle! + iowait! + irq! + softirq! + steal!;
    return Number.isFinite(total) ? { total, steal: steal! } : undefined;
  } catch {
    return undefined;
  }
}

/** The stolen share of the CPU time between two readings of machineCpuTicks, in per cent to 0.1. */
export function stealPercent(
  before: ReturnType<typeof machineCpuTicks>,
  after: ReturnType<typeof machineCpuTicks>,
): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return Math.round(((after.steal - before.steal) / (after.total - before.total)) * 1000) / 10;
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of a list of milliseconds, rounded to 0.1 ms. */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    if (sorted.length === 0) return 0;
    const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
    return Math.round(sorted[rank - 1]! * 10) / 10;
  };
  return { p50: at(50), p90: at(90), p99: at(99), max: at(100) };
}
