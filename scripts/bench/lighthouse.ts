/**
 * Lighthouse mobile (its default: Moto G Power emulation, simulated slow 4G) against a
 * local URL, with Debian's Chromium and the same flags as the e2e tests. No network
 * beyond 127.0.0.1 is needed.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import playwrightConfig from '../../playwright.config';

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  imageBytes: number;
  totalBytes: number;
  /**
   * Of totalBytes, the link prefetches the site makes on its own (links in view, when idle):
   * Next's route checks (HEAD) and RSC payloads (`?_rsc=`), not the chunks they pull in.
   */
  prefetchBytes: number;
  failedAudits: string[];
  /**
   * Lighthouse's benchmark index of the machine during the run (environment.benchmarkIndex:
   * a fixed piece of JavaScript timed just before the page loads; higher is faster). The
   * simulation multiplies observed main-thread time by 4 whatever this is, so TBT reads
   * higher on a slower or busier machine, more so for a page of many medium tasks.
   */
  benchmarkIndex: number;
  /** How many runs the figures are the median of (1 for a single run). */
  runs?: number;
  /** Lighthouse's runtime error (e.g. NO_LCP) when every attempt failed; the scores are then 0. */
  runtimeError?: string;
};

const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A run that Lighthouse itself could not complete is retried this many times in all. */
const ATTEMPTS = 3;

// The bench serves over HTTPS with a throw-away self-signed certificate (index.ts).
const chromeFlags = [
  '--headless=new',
  '--ignore-certificate-errors',
  ...(playwrightConfig.use?.launchOptions?.args ?? []),
];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type NetworkItem = { resourceType?: string; transferSize?: number; url?: string; mimeType?: string };

const isPrefetch = (item: NetworkItem) =>
  item.resourceType === 'Fetch' && (!!item.url?.includes('_rsc=') || item.mimeType === 'text/html');
const bytesOf = (items: NetworkItem[]) => items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);

/**
 * Lighthouse now and then fails a run outright (NO_LCP, a protocol timeout on a loaded
 * machine) and scores performance 0; such a run is repeated, and only reported as an
 * error when every attempt failed.
 */
export async function runLighthouse(url: string, categories = ALL_CATEGORIES): Promise<LighthouseResult> {
  // One Lighthouse at a time on this 2-core machine; several would measure each other.
  let last: LighthouseResult | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    last = await runOnce(url, categories);
    if (!last.runtimeError) return last;
    console.warn(`  lighthouse ${url}: ${last.runtimeError} (attempt ${attempt} of ${ATTEMPTS})`);
  }
  return last!;
}

/** Browsers still open, so an interrupted bench can close them (index.ts). */
const openBrowsers = new Set<chromeLauncher.LaunchedChrome>();
export const closeBrowsers = () => openBrowsers.forEach((chrome) => chrome.kill());

async function runOnce(url: string, onlyCategories: string[]): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  openBrowsers.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    const perfMissing = categories.performance?.score === null || categories.performance?.score === undefined;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const items = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
      []) as NetworkItem[];
    const failedAudits = Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) =>
        c.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c.id}: ${ref.id}`),
      );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      imageBytes: bytesOf(items.filter((i) => i.resourceType === 'Image')),
      totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
      prefetchBytes: bytesOf(items.filter(isPrefetch)),
      failedAudits,
      benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
      ...(runtimeError || perfMissing
        ? { runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'no performance score' }
        : {}),
    };
  } finally {
    openBrowsers.delete(chrome);
    chrome.kill();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The median of several runs, metric by metric (a single run on this shared machine drifts
 * by ±5 points). Failed runs are left out; if every run failed, the last failure stands.
 */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const ok = runs.filter((r) => !r.runtimeError);
  if (ok.length === 0) return runs[runs.length - 1]!;
  const m = (pick: (r: LighthouseResult) => number) => median(ok.map(pick));
  return {
    performance: Math.round(m((r) => r.performance)),
    accessibility: Math.round(m((r) => r.accessibility)),
    bestPractices: Math.round(m((r) => r.bestPractices)),
    seo: Math.round(m((r) => r.seo)),
    lcpMs: Math.round(m((r) => r.lcpMs)),
    cls: Number(m((r) => r.cls).toFixed(3)),
    tbtMs: Math.round(m((r) => r.tbtMs)),
    imageBytes: Math.round(m((r) => r.imageBytes)),
    totalBytes: Math.round(m((r) => r.totalBytes)),
    prefetchBytes: Math.round(m((r) => r.prefetchBytes)),
    failedAudits: [...new Set(ok.flatMap((r) => r.failedAudits))],
    benchmarkIndex: Math.round(m((r) => r.benchmarkIndex)),
    runs: ok.length,
  };
}
