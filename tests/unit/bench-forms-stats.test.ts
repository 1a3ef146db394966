import { describe, expect, it } from 'vitest';
import { machineCpuTicks, percentiles, stealPercent } from '../../scripts/bench/forms/stats';

describe("the forms bench's statistics", () => {
  it('takes nearest-rank percentiles to 0.1 ms', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i + 0.04);
    expect(percentiles(values)).toEqual({ p50: 50, p90: 90, p99: 99, max: 100 });
    expect(percentiles([])).toEqual({ p50: 0, p90: 0, p99: 0, max: 0 });
  });

  it("gives the host's stolen share of the CPU time between two readings", () => {
    expect(stealPercent({ total: 1000, steal: 10 }, { total: 3000, steal: 60 })).toBe(2.5);
    expect(stealPercent({ total: 1000, steal: 10 }, { total: 1000, steal: 10 })).toBeUndefined();
    expect(stealPercent(undefined, { total: 1000, steal: 10 })).toBeUndefined();
  });

  it("reads this machine's CPU time from /proc/stat where there is one", () => {
    const ticks = machineCpuTicks();
    if (process.platform !== 'linux') return expect(ticks).toBeUndefined();
    expect(ticks!.total).toBeGreaterThan(0);
    expect(ticks!.steal).toBeGreaterThanOrEqual(0);
    expect(ticks!.steal).toBeLessThanOrEqual(ticks!.total);
  });
});
