/**
 * What a template must reach in `npm run bench`, judged against the bare
 * Next.js page measured in the same run: one machine's absolute numbers drift, the ratios
 * hold. Byte budgets per page are in scripts/quality/budgets.ts, where `npm test` holds them.
 */
import { BUDGETS } from '../quality/budgets';
import type { LighthouseResult } from './lighthouse';

export const BENCH_TARGETS = {
  /** Lighthouse mobile performance, median of the runs. */
  minPerformance: 97,
  /** …and never more than this many points below the bare Next.js page. */
  maxPointsBelowBare: 3,
  /** LCP at most this multiple of the bare Next.js page's LCP. */
  maxLcpRatio: 1.4,
  /** TBT at most the bare page's TBT plus this. */
  maxTbtOverBareMs: 50,
  maxCls: 0,
  /** Everything the page transfers on first load (HTML, CSS, JS, fonts, images), Lighthouse's total byte weight. */
  maxTotalBytes: BUDGETS.firstLoadBytes,
} as const;

/** The targets a template misses, as short words; empty when it meets them all. */
export function missedTargets(page: LighthouseResult, bare: LighthouseResult): string[] {
  const t = BENCH_TARGETS;
  const missed: string[] = [];
  if (page.performance < t.minPerformance) missed.push(`perf<${t.minPerformance}`);
  if (page.performance < bare.performance - t.maxPointsBelowBare) missed.push(`perf<bare-${t.maxPointsBelowBare}`);
  if (page.lcpMs > bare.lcpMs * t.maxLcpRatio) missed.push(`LCP>${t.maxLcpRatio}×`);
  if (page.tbtMs > bare.tbtMs + t.maxTbtOverBareMs) missed.push(`TBT>+${t.maxTbtOverBareMs}`);
  if (page.cls > t.maxCls) missed.push('CLS');
  if (page.totalBytes > t.maxTotalBytes) missed.push(`bytes>${t.maxTotalBytes / 1000}k`);
  return missed;
}
