import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { replacedFallbacks } from '../../scripts/quality/client-rendered';
import { payloadHref } from '../../scripts/export-pages';
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from '../../scripts/postbuild/compile-hints';
import { moduleFactories } from '../../scripts/postbuild/framework-modules';
import { loaderArgs, payloadUrl, startChunks, type TurbopackEntry } from '../../scripts/postbuild/scripts-after-paint';
import { rewriteCheck } from '../framework-patches';
import { OUT_DIR, exportPages } from './out-dir';

describe('pages are hydrated from their HTML, not rendered again in the browser', () => {
  const pages = exportPages();

  // None: the layout's client runtime is mounted after hydration, never on the server,
  // and the catalog reads the address only in its live view, loaded on intent (there
  // was a client-only boundary for that reader in every product listing).
  it('has no client-only boundaries', () => {
    const routes = pages.filter((p) => p.html.includes('<!--$!-->')).map((p) => p.route);
    expect(routes).toEqual([]);
  });

  it.each(pages.map((p) => [p.route, p.html]))('%s: no client-rendered boundary holds content', (_, html) => {
    expect(replacedFallbacks(html)).toEqual([]);
  });

  it('catches a fallback that the browser would replace', () => {
    const html =
      '<main><!--$!--><template data-dgst=""></template><ul class="row">…</ul><!--/$--></main>' +
      '<!--$!--><template data-dgst=""></template><!--/$-->';
    expect(replacedFallbacks(html)).toEqual([
      '<ul class="row">…</ul><!--/$--></main><!--$!--><template data-dgst=""></template><!--/$-->',
    ]);
  });
});

// The RSC payload is more than half of a page's HTML and only hydration reads it, so it is
// fetched from its own file after the first paint (scripts/postbuild/scripts-after-paint.ts).
describe('hydration reads each page’s RSC payload from its own file, not from the HTML', () => {
  const pages = exportPages();

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: payload file named by its content, none inline',
    (route, page) =>
      rewriteCheck(`${route}: the RSC payload in its own file`, () => {
        expect(page.html).not.toContain('self.__next_f.push([1,');
        expect(payloadHref(page.html)).toBe(payloadUrl(page.payload));
        // Hydration builds the page from it: the page's own text is in it.
        const heading = /<h1\b[^>]*>([^<]+)</.exec(page.html)?.[1];
        if (heading) expect(page.payload).toContain(heading.replace(/&amp;/g, '&').trim());
        expect(page.payload.length).toBeGreaterThan(1000);
      }),
  );
});

// Hydration starts in a task of its own, after the chunk scripts have run, not in the task of
// the last one to arrive, and the modules it would run first run in two tasks before it:
// React DOM's client, then the Next.js client's (scripts/postbuild/scripts-after-paint.ts).
describe('each page starts Turbopack’s entry from its loader, once its chunks have run', () => {
  const pages = exportPages();
  const chunkText = (chunk: string) => fs.readFileSync(path.join(OUT_DIR, '_next', chunk), 'utf8');

  it.each(pages.map((p) => [p.route, p.html] as const))('%s: entry in the loader, none inline', (route, html) =>
    rewriteCheck(`${route}: Turbopack's entry started by the loader`, () => {
      expect(html).not.toContain('id="_R_"');
      // No `beforeInteractive` script (next/script), which Next runs before its hydrate module:
      // the modules the loader runs early would then run before it.
      expect(html).not.toContain('self.__next_s');
      const { entries, scripts } = loaderArgs(html)!;
      expect(entries).toHaveLength(3);
      const [reactDom, nextClient, entry] = entries as [TurbopackEntry, TurbopackEntry, TurbopackEntry];
      expect(entry.runtimeModuleIds.length).toBeGreaterThan(0);
      // All wait for chunks the loader runs.
      for (const chunk of entry.otherChunks) expect(scripts).toContain(`/_next/${chunk}`);
      expect(reactDom.otherChunks).toEqual(entry.otherChunks);
      expect(nextClient.otherChunks).toEqual(entry.otherChunks);
      const factories = moduleFactories(entry.otherChunks.map(chunkText));
      const source = (id: number) => factories.get(id)?.source ?? '';
      // The first runs one module, the one that defines React DOM's hydrateRoot.
      expect(reactDom.runtimeModuleIds).toHaveLength(1);
      expect(source(reactDom.runtimeModuleIds[0]!)).toMatch(/\.hydrateRoot=function\(/);
      // The second runs what the entry requires before hydrating: every module it names but the
      // hydrate module (whose body reads the payload), the router's among them.
      const [entryId] = entry.runtimeModuleIds as [number];
      const named = [...source(entryId).matchAll(/\be\.r\((\d+)\)/g)].map((m) => Number(m[1]));
      const hydrate = named.find((id) => /\.defineProperty\(\w+,"hydrate",/.test(source(id)));
      expect(hydrate).toBeDefined();
      expect(nextClient.runtimeModuleIds).not.toContain(hydrate);
      expect(nextClient.runtimeModuleIds).not.toContain(entryId);
      expect(nextClient.runtimeModuleIds).toEqual(expect.arrayContaining(named.filter((id) => id !== hydrate)));
      expect(nextClient.runtimeModuleIds.some((id) => /\bcreateMutableActionQueue:function\(/.test(source(id)))).toBe(
        true,
      );
      for (const id of nextClient.runtimeModuleIds) expect(source(id)).not.toBe('');
    }),
  );
});

// V8 compiles the framework chunks every page runs at start while they download, off the
// main thread (scripts/postbuild/compile-hints.ts).
describe('the large chunks every page starts with carry V8’s compile hint', () => {
  const pages = exportPages();
  const chunks = [...new Set(pages.flatMap((page) => startChunks(page.html)))].map((href) => ({
    href,
    js: fs.readFileSync(path.join(OUT_DIR, href), 'utf8'),
  }));

  it('marks every start chunk of 100 kB or more, and no other', () =>
    rewriteCheck('compile hints on the large start chunks', () => {
      const large = chunks.filter((chunk) => Buffer.byteLength(chunk.js) >= COMPILE_HINT_MIN_BYTES);
      // React DOM and the Next.js client.
      expect(large.length).toBeGreaterThanOrEqual(2);
      expect(large.filter((chunk) => !chunk.js.startsWith(COMPILE_HINT)).map((chunk) => chunk.href)).toEqual([]);
      const small = chunks.filter((chunk) => !large.includes(chunk));
      expect(small.filter((chunk) => chunk.js.startsWith(COMPILE_HINT)).map((chunk) => chunk.href)).toEqual([]);
    }));
});
