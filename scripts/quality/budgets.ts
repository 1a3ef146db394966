/**
 * First-load bytes of each exported page, measured from the files themselves (Next 16 no
 * longer prints first-load JS): the gzip size of every /_next/static .js and .css the
 * page's HTML and its RSC payload reference (script tags, the payload's chunk list, stylesheets). Chunks
 * loaded later on demand (next/dynamic, swiper where used) are not first-load and are not
 * referenced from the HTML, so they do not count.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { findTags, type ExportPage } from '../export-pages';

/**
 * The first-load budgets per page. kB here is 1000 bytes, as Next.js printed it.
 *
 * The JS budgets hold the site's own bytes: a page's first-load JS minus the framework's
 * shared chunks of the same build (Next.js's rootMainFiles: React, the router, the
 * Turbopack runtime, about 132 kB), so a framework upgrade that grows its runtime does
 * not fail a test about the site. The bench still prints the totals and their ratio to a
 * bare Next.js page. Each budget keeps at least 5 kB of headroom over the heaviest page of
 * its kind (docs/performance.md has today's figures).
 */
export const BUDGETS = {
  contentOwnJsBytes: 18_500,
  // Product pages add the gallery, the variant picker and the cart button.
  productOwnJsBytes: 23_500,
  // CSS: the global stylesheet plus those of the components a page renders.
  cssBytes: 15_000,
  // Everything a template transfers on its first load (HTML, CSS,
  // JS, images, fonts, payloads, idle prefetches), as Lighthouse's total byte weight counts
  // it on its phone; tests/e2e/first-load-bytes.spec.ts holds it.
  firstLoadBytes: 250_000,
} as const;

/**
 * The framework's chunks that every page of a build loads: build-manifest.json's
 * rootMainFiles, as export URLs. Empty when there is no build manifest.
 */
export function frameworkChunks(nextDir = path.join(process.cwd(), '.next')): Set<string> {
  const manifest = path.join(nextDir, 'build-manifest.json');
  if (!fs.existsSync(manifest)) return new Set();
  const { rootMainFiles = [] } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { rootMainFiles?: string[] };
  return new Set(rootMainFiles.map((file) => `/_next/${file}`));
}

export type PageWeight = {
  route: string;
  js: string[];
  css: string[];
  /** All first-load JS. */
  jsGzip: number;
  /** The part of it that is the framework's shared chunks, and the site's own rest. */
  frameworkJsGzip: number;
  ownJsGzip: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
};

const gzipCache = new Map<string, number>();

/** gzip size at nginx's level (deploy/nginx.conf: gzip_comp_level 6). */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const ASSET = /\/_next\/static\/[A-Za-z0-9_\-./~%]+?\.(js|css)(?=[?"'\\\s)<,]|$)/g;

/** Asset paths the page references, minus the nomodule polyfill modern browsers skip. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const noModule = new Set(
    findTags(html, ['script'])
      .filter((t) => 'nomodule' in t.attrs)
      .map((t) => t.attrs.src),
  );
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(ASSET)) {
    if (m[1] === 'css') css.add(m[0]);
    else if (!noModule.has(m[0])) js.add(m[0]);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

export function measurePage(outDir: string, page: ExportPage, framework: Set<string> = new Set()): PageWeight {
  const { js, css } = referencedAssets(page.html + page.payload);
  const sum = (files: string[]) =>
    files.reduce((total, url) => {
      const file = path.join(outDir, decodeURIComponent(url));
      if (!fs.existsSync(file)) throw new Error(`${page.route} references ${url}, which is not in the export`);
      return total + gzipSize(file);
    }, 0);
  return {
    route: page.route,
    js,
    css,
    jsGzip: sum(js),
    frameworkJsGzip: sum(js.filter((url) => framework.has(url))),
    ownJsGzip: sum(js.filter((url) => !framework.has(url))),
    cssGzip: sum(css),
    htmlBytes: Buffer.byteLength(page.html),
    htmlGzip: zlib.gzipSync(page.html, { level: 6 }).length,
  };
}

/** Budget failures of a page against the spec targets, as readable lines; empty when it fits. */
export function overBudget(weight: PageWeight, isProduct: boolean): string[] {
  const jsLimit = isProduct ? BUDGETS.productOwnJsBytes : BUDGETS.contentOwnJsBytes;
  const problems: string[] = [];
  if (weight.ownJsGzip > jsLimit)
    problems.push(`${weight.route}: the site's own first-load JS ${kb(weight.ownJsGzip)} gzip > ${kb(jsLimit)}`);
  if (weight.cssGzip > BUDGETS.cssBytes)
    problems.push(`${weight.route}: CSS ${kb(weight.cssGzip)} gzip > ${kb(BUDGETS.cssBytes)}`);
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
