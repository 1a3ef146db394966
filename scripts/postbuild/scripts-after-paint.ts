/**
 * The page paints before its scripts run, and its HTML carries only what paints. Next.js
 * writes each first-load chunk as an `async` script in the head (and the page chunk as a
 * low-priority preload), so on a fast connection they arrive and run while the browser is
 * still parsing and styling the page: hydration work sits in front of the first paint.
 * And it inlines the page's RSC payload (the `self.__next_f.push([1,"…"])` scripts, which
 * hydration reads) at the end of the body: 55-65% of every page's HTML, which the browser
 * downloads and parses before it can show the page, though only hydration needs it.
 * Lighthouse counts both there (its simulated LCP keeps every byte and every script
 * before the observed paint).
 *
 * This step replaces those script tags and preloads with one small inline loader that,
 * once the parsed page has been painted, fetches the payload from a content-addressed
 * file (out/_content/rsc/<hash>.txt, cached like the images), hands it to Next exactly as
 * the inline scripts did, and then adds the same scripts in the same order (preloaded
 * meanwhile). The page is complete server HTML and works before its scripts run (menus,
 * forms, links), so nothing waits on them but hydration. It edits HTML, so it runs before
 * the CSP step, which hashes the loader like any other inline script.
 *
 * Measured with the bench (Lighthouse mobile, median of 3, bare Next.js page in the same
 * run): see the commits that added this step and the payload file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { listPages, PAYLOAD_DIR } from '../export-pages';
import { moduleFactories, nextClientModuleIds, reactDomModuleId } from './framework-modules';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Turbopack's entry, which Next writes at the end of the body: the chunks to wait for and the modules to run then. */
const ENTRY_SCRIPT =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/;
/** Next writes preloads of chunks with the attributes in either order. */
const CHUNK_PRELOAD =
  /<link rel="preload" (?:as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"|href="(\/_next\/static\/chunks\/[^"]+\.js)" as="script" fetchPriority="low")\/>/g;

/** An RSC payload row Next inlines: `[0]` opens the stream, `[1,"text"]` carries text; other kinds are binary or form state. */
const PAYLOAD_ROW = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * The loader, as it runs in the page: `scripts` are the chunk scripts to run, `preloads`
 * the chunks hydration fetches itself (next/dynamic), hinted as Next.js hinted them, and
 * `payload` the URL of the page's RSC payload (or "" when it stayed inline). It starts once
 * the whole document is parsed and its first contentful paint is on screen (DOMContentLoaded,
 * then the browser's `first-contentful-paint` entry, reported once the frame is presented),
 * or at once in a hidden tab, which never paints. An animation frame comes too early: the
 * task after it runs before a large page's frame is rasterised and shown, so the chunks
 * raced the paint, and every one that arrived first counted toward Lighthouse's simulated
 * LCP (the comparison page's LCP 0.99-1.85 s over three runs, 1.05-1.07 s when waiting for
 * the entry). Browsers without paint timing start after the next frame. Each preload hint
 * is added in a task of its own: adding one <link> took 0.5-13 ms (ten of them 6-69 ms in
 * one task, measured in the page), and the hints only need to be early, not together.
 * The payload is in `self.__next_f` before any chunk runs: Next's entry reads it there
 * when it loads and ends the stream one task later. `entries` ends with Turbopack's entry,
 * which Next writes inline at the end of the body: the runtime runs it (the app's modules,
 * then the start of hydration) in the task of the last of its chunks to arrive, one long
 * task with that chunk's evaluation (React DOM's: 31-52 ms in a trace, where Lighthouse
 * counts every task's time over 50 ms at its 4x slowdown). The loader hands the entries
 * to the runtime one task each, in order, once every chunk script has loaded or failed (a
 * failed one is then the runtime's to report, as before). Before Next's entry come two
 * that only run modules the entry would run first (scripts/postbuild/framework-modules.ts),
 * which it then finds done: React DOM's client module (8-14 ms of the entry's 31-46 ms of
 * CPU in a trace), then the Next.js client's (router, RSC client: the entry's 23 ms of CPU
 * became 9 and 12 in a trace of the product page). Lighthouse counts shorter tasks for
 * less: each task's time over 50 ms at its 4x slowdown. If the payload
 * cannot be fetched, no chunk runs and the page stays the working server HTML it is
 * (hydrating without its data would fail).
 */
export const LOADER = `(function(scripts,preloads,payload,entries){var started=false,ran=false;function add(tag,attrs){var e=document.createElement(tag);for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e)}function hint(href){add("link",{rel:"preload",as:"script",href:href,fetchPriority:"low"})}function later(hrefs,f){hrefs.forEach(function(href){setTimeout(function(){f(href)},0)})}function run(){ran=true;var left=scripts.length;function next(){var entry=entries.shift();if(entry)setTimeout(function(){(self.TURBOPACK=self.TURBOPACK||[]).push(entry);next()},0)}function loaded(){if(--left===0)next()}scripts.forEach(function(src){add("script",{src:src,async:true,onload:loaded,onerror:loaded})})}function start(){if(started)return;started=true;later(preloads,hint);if(!payload)return run();later(scripts,function(src){if(!ran)hint(src)});fetch(payload).then(function(r){if(!r.ok)throw new Error(payload+": HTTP "+r.status);return r.text()}).then(function(text){(self.__next_f=self.__next_f||[]).push([1,text]);run()},function(error){console.error("The page's data did not load, so it stays without scripts:",error)})}function afterPaint(){if(document.hidden)return start();addEventListener("visibilitychange",start);var P=self.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(start,0)});new P(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}if(document.readyState==="loading")addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})`;

/**
 * The page's inline RSC payload taken out: its text rows joined (exactly the bytes Next
 * would feed hydration) and the HTML without them. Undefined when the page has none, or
 * rows of another kind (binary, form state), which then stay inline as Next wrote them.
 */
export function takePayload(html: string): { payload: string; html: string } | undefined {
  const rows = [...html.matchAll(PAYLOAD_ROW)].map((m) => JSON.parse(m[1]!) as unknown[]);
  const text = rows.filter((row) => row[0] === 1);
  if (text.length === 0 || rows.some((row) => row[0] !== 0 && !(row[0] === 1 && typeof row[1] === 'string')))
    return undefined;
  return {
    payload: text.map((row) => row[1] as string).join(''),
    html: html.replace(PAYLOAD_ROW, (script, row: string) => (row.startsWith('[1,') ? '' : script)),
  };
}

/** The content-addressed URL of a payload. */
export const payloadUrl = (payload: string) =>
  `/${PAYLOAD_DIR}/${createHash('sha256').update(payload).digest('hex').slice(0, 16)}.txt`;

/** Turbopack's entry as Next writes it: the chunks to wait for, then the modules to run. */
export type TurbopackEntry = { otherChunks: string[]; runtimeModuleIds: number[] };

/** Turbopack's entry in the page, or undefined when Next wrote none. */
export function pageEntry(html: string): TurbopackEntry | undefined {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  return entry ? (JSON.parse(entry) as TurbopackEntry) : undefined;
}

/**
 * The page with its chunk scripts and preloads started after the first paint, after its
 * payload from `payloadHref` when given; unchanged when it has no chunk scripts. Each
 * list of modules in `firstTasks` runs in a task of its own, in order, before the entry's.
 */
export function withScriptsAfterPaint(html: string, payloadHref = '', firstTasks: number[][] = []): string {
  const scripts = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
  if (scripts.length === 0) return html;
  const preloads = [...new Set([...html.matchAll(CHUNK_PRELOAD)].map((m) => (m[1] ?? m[2])!))].filter(
    (href) => !scripts.includes(href),
  );
  const entry = pageEntry(html);
  const entries: TurbopackEntry[] = !entry
    ? []
    : [
        ...firstTasks
          .filter((ids) => ids.length > 0)
          .map((ids) => ({ otherChunks: entry.otherChunks, runtimeModuleIds: ids })),
        entry,
      ];
  const args = [scripts, preloads, payloadHref, entries].map((arg) => JSON.stringify(arg)).join(',');
  const loader = `<script>${LOADER}(${args})</script>`;
  let placed = false;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(CHUNK_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return loader;
    })
    .replace(CHUNK_PRELOAD, '');
}

/** What a page's loader is called with, or undefined when the page has no loader. */
export function loaderArgs(
  html: string,
): { scripts: string[]; preloads: string[]; payload: string; entries: TurbopackEntry[] } | undefined {
  const call = html.indexOf(`${LOADER}(`);
  if (call < 0) return undefined;
  const args = html.slice(call + LOADER.length + 1, html.indexOf(')</script>', call));
  const [scripts, preloads, payload, entries] = JSON.parse(`[${args}]`) as [
    string[],
    string[],
    string,
    TurbopackEntry[],
  ];
  return { scripts, preloads, payload, entries };
}

/** The chunks the page's loader starts: its scripts, then the chunks hydration fetches itself. */
export function startChunks(html: string): string[] {
  const args = loaderArgs(html);
  return args ? [...args.scripts, ...args.preloads] : [];
}

/** The modules to run before the entry, a task each (React DOM's client, then Next's), from its chunks in `outDir/_next/`. */
function frameworkTasks(outDir: string, entry: TurbopackEntry | undefined): number[][] {
  if (!entry) return [];
  const chunks = entry.otherChunks.map((chunk) => fs.readFileSync(path.join(outDir, '_next', chunk), 'utf8'));
  const factories = moduleFactories(chunks);
  const reactDom = reactDomModuleId(factories);
  return [reactDom === undefined ? [] : [reactDom], nextClientModuleIds(factories, entry.runtimeModuleIds[0]!)];
}

export function run(outDir: string) {
  fs.mkdirSync(path.join(outDir, PAYLOAD_DIR), { recursive: true });
  const tasksByEntry = new Map<string, number[][]>();
  for (const page of listPages(outDir)) {
    const taken = takePayload(page.html);
    const url = taken && payloadUrl(taken.payload);
    const html = taken?.html ?? page.html;
    const entry = pageEntry(html);
    const key = JSON.stringify(entry ?? null);
    if (!tasksByEntry.has(key)) tasksByEntry.set(key, frameworkTasks(outDir, entry));
    const changed = withScriptsAfterPaint(html, url, tasksByEntry.get(key));
    if (taken && changed === taken.html)
      throw new Error(`${page.file}: an RSC payload but no chunk scripts to hydrate with it`);
    if (taken) fs.writeFileSync(path.join(outDir, url!), taken.payload);
    if (changed !== page.html) fs.writeFileSync(path.join(outDir, page.file), changed);
  }
}
