/**
 * The page paints before its scripts run. Next.js writes each first-load chunk as an
 * `async` script in the head (and the page chunk as a low-priority preload), so on a
 * fast connection they arrive and run while the browser is still parsing and styling
 * the page: hydration work sits in front of the first paint. Lighthouse counts it there
 * too (its simulated LCP keeps every script that ran before the observed paint).
 *
 * This step replaces those script tags and preloads with one small inline loader that
 * adds the same scripts, in the same order, once the parsed page has been painted. The
 * page is complete server HTML and works before its scripts run (menus, forms, links),
 * so nothing waits on them but hydration. It edits HTML, so it runs before the CSP step,
 * which hashes the loader like any other inline script.
 *
 * Measured with the bench (Lighthouse mobile, median of 3, bare Next.js page in the same
 * run): see the commit that added this step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../quality/export-pages';

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
/** Next writes preloads of chunks with the attributes in either order. */
const CHUNK_PRELOAD =
  /<link rel="preload" (?:as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[^"]+\.js)"|href="(\/_next\/static\/chunks\/[^"]+\.js)" as="script" fetchPriority="low")\/>/g;

/**
 * The loader, as it runs in the page: `scripts` are the chunk scripts to run, `preloads`
 * the chunks hydration fetches itself (next/dynamic), hinted as Next.js hinted them. It
 * starts them once the whole document is parsed and a frame has been painted after that
 * (DOMContentLoaded, then the task after the next animation frame, which runs only once
 * render-blocking styles have arrived), or at once in a hidden tab, which never paints.
 */
export const LOADER = `(function(scripts,preloads){var started=false;function add(tag,attrs){var e=document.createElement(tag);for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e)}function start(){if(started)return;started=true;preloads.forEach(function(href){add("link",{rel:"preload",as:"script",href:href,fetchPriority:"low"})});scripts.forEach(function(src){add("script",{src:src,async:true})})}function afterPaint(){if(document.hidden)return start();addEventListener("visibilitychange",start);requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState==="loading")addEventListener("DOMContentLoaded",afterPaint);else afterPaint()})`;

/** The page with its chunk scripts and preloads started after the first paint; unchanged when it has none. */
export function withScriptsAfterPaint(html: string): string {
  const scripts = [...new Set([...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!))];
  if (scripts.length === 0) return html;
  const preloads = [...new Set([...html.matchAll(CHUNK_PRELOAD)].map((m) => (m[1] ?? m[2])!))].filter(
    (href) => !scripts.includes(href),
  );
  const loader = `<script>${LOADER}(${JSON.stringify(scripts)},${JSON.stringify(preloads)})</script>`;
  let placed = false;
  return html
    .replace(CHUNK_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return loader;
    })
    .replace(CHUNK_PRELOAD, '');
}

export function run(outDir: string) {
  for (const page of listPages(outDir)) {
    const changed = withScriptsAfterPaint(page.html);
    if (changed !== page.html) fs.writeFileSync(path.join(outDir, page.file), changed);
  }
}
