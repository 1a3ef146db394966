/** Per-template weights from the export, plus Lighthouse mobile scores from the live page. */
import fs from 'node:fs';
import path from 'node:path';
import { listPages, findTags } from '../export-pages';
import { frameworkChunks, measurePage } from '../quality/budgets';
import { benchTemplates } from './templates';
import type { LighthouseResult } from './lighthouse';

export type TemplateResult = {
  name: string;
  route: string;
  jsGzip: number;
  /** The site's own part of it, above the framework's shared chunks. */
  ownJsGzip: number;
  cssGzip: number;
  htmlBytes: number;
  htmlGzip: number;
  /** Bytes of images the page's <img src> and image preloads name (static; Lighthouse's figure is lighthouse.imageBytes). */
  imageBytes: number;
  lighthouse?: LighthouseResult;
};

function staticImageBytes(outDir: string, html: string): number {
  const urls = new Set<string>();
  for (const tag of findTags(html, ['img', 'link'])) {
    if (tag.name === 'img' && tag.attrs.src) urls.add(tag.attrs.src);
    if (tag.name === 'link' && tag.attrs.as === 'image' && tag.attrs.href) urls.add(tag.attrs.href);
  }
  let bytes = 0;
  for (const url of urls) {
    if (!url.startsWith('/')) continue;
    const file = path.join(outDir, decodeURIComponent(url.split(/[?#]/)[0]!));
    if (fs.existsSync(file) && fs.statSync(file).isFile()) bytes += fs.statSync(file).size;
  }
  return bytes;
}

/** Bytes of each bench template, read from the export (no browser needed). */
export function measureWeights(outDir: string, only?: string[]): TemplateResult[] {
  const pages = new Map(listPages(outDir).map((p) => [p.route, p]));
  const framework = frameworkChunks();
  return benchTemplates()
    .filter(({ name }) => !only || only.includes(name))
    .map(({ name, route }) => {
      const page = pages.get(route);
      if (!page) throw new Error(`template ${name}: ${route} is not in the export`);
      const weight = measurePage(outDir, page, framework);
      return {
        name,
        route,
        jsGzip: weight.jsGzip,
        ownJsGzip: weight.ownJsGzip,
        cssGzip: weight.cssGzip,
        htmlBytes: weight.htmlBytes,
        htmlGzip: weight.htmlGzip,
        imageBytes: staticImageBytes(outDir, page.html),
      };
    });
}
