/**
 * The root layout splits the page into Suspense boundaries (header, main, footer) so that
 * React hydrates and commits each in a task of its own rather than the whole page in one
 * long task. Next's prerender writes a boundary whose content was not ready when it wrote
 * the shell (the page and the footer read content asynchronously) out of order: a
 * placeholder where it belongs, the content in a hidden `<div id="S:n">` near the end of
 * the body, and an inline script (`$RC`) that moves it in place once parsed, on React 19's
 * reveal schedule. A static file is complete when it is served, so that wait is only a
 * later first paint of the page's content (LCP 0.8 -> 2.8 s on the home page).
 *
 * This step does the script's work at build time: each placeholder
 * `<!--$?--><template id="B:n"></template><!--/$-->` gets its content back as a completed
 * boundary `<!--$-->…<!--/$-->`, which is what React's hydration expects of a boundary that
 * streamed in, and the scripts go. It edits HTML, so it runs before the CSP step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listPages } from '../export-pages';

const SCRIPT = /<script>((?:(?!<\/script>)[\s\S])*?)<\/script>/g;
const COMPLETE = /\$RC\("B:(\d+)","S:\1"\)/g;
/** React notes when the page first painted, for its reveal schedule. */
const REVEAL_CLOCK = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';

/** The page with every streamed boundary written in place and React's reveal scripts removed. */
export function withSuspenseBoundariesInline(html: string, file = 'page'): string {
  let page = html;
  const scripts = [...page.matchAll(SCRIPT)].filter((m) => m[1]!.includes('$RC('));
  const ids = scripts.flatMap((m) => [...m[1]!.matchAll(COMPLETE)].map((c) => c[1]!));
  for (const script of scripts) {
    if (!/^(\$RB=[\s\S]*;)?(\$RC\("B:\d+","S:\d+"\);?)+$/.test(script[1]!))
      throw new Error(`${file}: a React reveal script this step does not know: ${script[1]!.slice(-80)}`);
  }
  // Drop the scripts first, so each segment ends right where its script stood.
  const marker = (id: string) => `<!--suspense-segment-end:${id}-->`;
  page = page.replace(SCRIPT, (whole, body: string) =>
    body.includes('$RC(') ? [...body.matchAll(COMPLETE)].map((c) => marker(c[1]!)).join('') : whole,
  );
  for (const id of ids) {
    const open = `<div hidden id="S:${id}">`;
    const start = page.indexOf(open);
    const end = page.indexOf(`</div>${marker(id)}`);
    if (start < 0 || end < start) throw new Error(`${file}: the content of Suspense boundary ${id} was not found`);
    const content = page.slice(start + open.length, end);
    page = page.slice(0, start) + page.slice(end + `</div>${marker(id)}`.length);
    const placeholder = `<!--$?--><template id="B:${id}"></template>`;
    if (!page.includes(placeholder))
      throw new Error(`${file}: the placeholder of Suspense boundary ${id} was not found`);
    page = page.replace(placeholder, () => `<!--$-->${content}`);
  }
  if (ids.length > 0) page = page.replace(REVEAL_CLOCK, '');
  if (/\$R[A-Z]\b|<!--\$\?-->|<div hidden id="S:|suspense-segment-end/.test(page))
    throw new Error(`${file}: a streamed Suspense boundary is left after inlining`);
  return page;
}

export function run(outDir: string) {
  for (const page of listPages(outDir)) {
    const changed = withSuspenseBoundariesInline(page.html, page.file);
    if (changed !== page.html) fs.writeFileSync(path.join(outDir, page.file), changed);
  }
}
