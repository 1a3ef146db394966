import { expect, type Page, type Route } from '@playwright/test';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../lib/constants';
import { storedChunkReloadAt } from '../../lib/stored-values/chunk-reload';

/** How the chunks of a replaced deploy go missing: refused at once, or never answered. */
export type Breakage = 'fail' | 'hang';

/**
 * A deploy that replaces the build under an open tab, as nginx serving a newer export
 * would: from `replace()` on, every chunk the tab has not loaded yet (or only those in
 * `only`) is held, pending; `break()` then makes them fail or hang, and every later one
 * the same. A full load after that gets the new build's HTML, whose chunks all load,
 * unless the deploy is `lasting` (its chunks keep failing, as a broken deploy's would).
 * `loads` counts the tab's full page loads, the first one included.
 */
export async function replacedDeploy(page: Page, how: Breakage) {
  const loaded = new Set<string>();
  const held: Route[] = [];
  let state: 'served' | 'held' | 'broken' = 'served';
  let only: Set<string> | undefined;
  let lasting = false;
  let broken = false;
  /** Chunks of the replaced deploy the page shown asked for, since it loaded or since the last `break()`. */
  let waitedFor = 0;
  const deploy = {
    loads: 0,
    /** The build is replaced now: chunks not loaded yet are held (only those in `only`, if given). */
    replace(options: { lasting?: boolean; only?: string[] } = {}) {
      lasting = options.lasting ?? false;
      only = options.only && new Set(options.only);
      state = 'held';
    },
    /**
     * The held chunks fail (`fail`), or stay unanswered until the chunk timeout (`hang`,
     * CHUNK_LOAD_TIMEOUT_MS: the page's clock, installed with `page.clock.install()`
     * before the page was opened, jumps past it). A hang within the reload guard's 60 s
     * cannot happen by itself (its 120 s wait outlasts the guard of any reload before it),
     * so `withinGuard` records a reload less than a minute before the timeout fires, as
     * the guard would have after one (lib/stored-values/chunk-reload.ts).
     */
    async break({ withinGuard = false } = {}) {
      broken = true;
      await expect.poll(() => waitedFor, 'the page asks for a chunk of the replaced deploy').toBeGreaterThan(0);
      waitedFor = 0;
      if (how === 'fail') {
        state = 'broken';
        held.splice(0).forEach((route) => void route.abort());
        return;
      }
      if (!withinGuard) return page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS);
      // The chunk was asked for a moment ago (less than `last` before): its timeout is due
      // within `last` of the reload recorded here, inside the guard's 60 s.
      const last = 55_000;
      await page.clock.fastForward(CHUNK_LOAD_TIMEOUT_MS - last);
      await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now())), storedChunkReloadAt.key);
      await page.clock.fastForward(last);
    },
  };
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    deploy.loads += 1;
    waitedFor = 0;
    if (broken && !lasting) state = 'served';
  });
  await page.route('**/_next/static/chunks/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (state === 'served') loaded.add(path);
    if (state === 'served' || loaded.has(path) || (only && !only.has(path))) return route.continue();
    waitedFor += 1;
    if (state === 'broken') return route.abort();
    held.push(route);
    // Unanswered: pending until `break()` (or for ever, for a hang).
    return undefined;
  });
  return deploy;
}
