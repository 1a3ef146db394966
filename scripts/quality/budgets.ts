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

/** The first-load budgets per page. kB here is 1000 bytes, as Next.js printed it. */
export const BUDGETS = {
  // Content pages: Next.js and React are about 135 kB of it. Raised from 145 kB when every
  // page gained the forms contract's draft keys and the chunk recovery of late imports
  // (about 0.4 kB); the site's own bytes have no separate budget.
  contentJsBytes: 146_000,
  // Product pages (today 149.8 kB).
  productJsBytes: 175_000,
  // CSS: the global stylesheet plus those of the components a page renders.
  cssBytes: 15_000,
  // Everything a template transfers on its first load (HTML, CSS,
  // JS, images, fonts, payloads, idle prefetches), as Lighthouse's total byte weight counts
  // it on its phone; tests/e2e/first-load-bytes.spec.ts holds it (today 202.5-248.2 kB).
  firstLoadBytes: 250_000,
} as const;

export type PageWeight = {
  route: string;
  js: string[];
  css: string[];
  jsGzip: number;
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

export function measurePage(outDir: string, page: ExportPage): PageWeight {
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
    cssGzip: sum(css),
    htmlBytes: Buffer.byteLength(page.html),
    htmlGzip: zlib.gzipSync(page.html, { level: 6 }).length,
  };
}

/** Budget failures of a page against the spec targets, as readable lines; empty when it fits. */
export function overBudget(weight: PageWeight, isProduct: boolean): string[] {
  const jsLimit = isProduct ? BUDGETS.productJsBytes : BUDGETS.contentJsBytes;
  const problems: string[] = [];
  if (weight.jsGzip > jsLimit)
    problems.push(`${weight.route}: first-load JS ${kb(weight.jsGzip)} gzip > ${kb(jsLimit)}`);
  if (weight.cssGzip > BUDGETS.cssBytes)
    problems.push(`${weight.route}: CSS ${kb(weight.cssGzip)} gzip > ${kb(BUDGETS.cssBytes)}`);
  return problems;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
