'use client';

import { failLoadingBar } from './loading-bar-fail';
import { claimReload, isChunkLoadError } from './reload-guard';
import { fullPageLoad } from './full-page-load';

/**
 * Where the client navigation under way is going (set when it starts, cleared when the
 * new route has rendered). A chunk that fails before then belongs to that page: the
 * recovery loads it in full rather than reloading the page the visitor is leaving.
 */
let navigationTarget: string | undefined;

export function setNavigationTarget(href: string | undefined): void {
  navigationTarget = href === undefined ? undefined : new URL(href, window.location.href).href;
}

let deployReplaced = false;

/** A chunk failed: the deploy changed, so links navigate by full page loads. */
export const staleDeploy = () => deployReplaced;

/** How often, and for how long, the recovery looks for the router's history update. */
const HISTORY_WATCH_MS = 25;
const HISTORY_WATCH_FOR_MS = 10_000;

/** A full load of `url`: a reload when it is the page shown (same URL, hash included). */
function loadInFull(url: string) {
  if (url === window.location.href) fullPageLoad.reload();
  else fullPageLoad.assign(url);
}

/**
 * For a chunk the page needs (an import it awaits failed, or timed out: see
 * ./chunk-timeout.ts): loads the page afresh if the guard allows (the navigation's
 * target when one is under way, else the current page); returns whether it did. Not
 * while offline: then the chunk failed for want of a network, not because a deploy
 * replaced it, and a load would only swap the page for the browser's offline error.
 */
export function recoverFromChunkError(
  error: unknown,
  load: (url: string) => void = loadInFull,
  online: () => boolean = () => navigator.onLine,
): boolean {
  if (!isChunkLoadError(error)) return false;
  failLoadingBar();
  if (!online()) return false;
  deployReplaced = true;
  if (!claimReload()) return false;
  const url = navigationTarget ?? window.location.href;
  load(url);
  // The router's own history update (pushState), due any moment on a client navigation,
  // cancels a pending load in Chrome. Watch for it and ask once more right after it; a
  // load that is not cancelled simply replaces this page before then.
  const shown = window.location.href;
  const watch = setInterval(() => {
    if (window.location.href === shown) return;
    clearInterval(watch);
    load(url);
  }, HISTORY_WATCH_MS);
  setTimeout(() => clearInterval(watch), HISTORY_WATCH_FOR_MS);
  return true;
}

/**
 * A chunk <script> failed. During a client navigation it is the target page's: recover.
 * Otherwise it may be a prefetch of a page the visitor may open next, which leaves this
 * page whole (its links now load in full, which fetches the new deploy); a chunk this page
 * awaits reaches recoverFromChunkError through the import that fails (browser/import-for-page.ts, or
 * an unhandled rejection), never through here.
 */
export function recoverFromChunkScript(src: string): boolean {
  if (navigationTarget) return recoverFromChunkError({ name: 'ChunkLoadError', message: src });
  deployReplaced = true;
  return false;
}
