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
