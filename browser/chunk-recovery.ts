'use client';

import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { failLoadingBar } from './loading-bar-fail';
import { claimReload, isChunkLoadError, isChunkScriptUrl } from './reload-guard';

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

/** A chunk failed for another page: the deploy changed, so navigate by full page loads. */
export const staleDeploy = () => deployReplaced;

/**
 * The chunks the page's own HTML loads or preloads, read when this module first runs
 * (during hydration), before any prefetch adds preload links for other pages.
 */
const ownChunks =
  typeof document === 'undefined'
    ? []
    : [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')].map((el) =>
        'src' in el ? el.src : el.href,
      );

/**
 * The error names the chunk that failed, and the page's own HTML neither loads nor
 * preloads it: it was fetched ahead for another page (prefetch), not for what is shown.
 */
function isAnotherPagesChunk(error: unknown): boolean {
  const message = typeof error === 'string' ? error : String((error as { message?: unknown }).message ?? '');
  const chunk = /\/_next\/static\/chunks\/[^\s"')]+\.js/.exec(message)?.[0];
  if (!chunk) return false;
  return !ownChunks.some((url) => url.includes(chunk));
}

/** How often, and for how long, the recovery looks for the router's history update. */
const HISTORY_WATCH_MS = 25;
const HISTORY_WATCH_FOR_MS = 10_000;

/** A full load of `url`: a reload when it is the page shown (same URL, hash included). */
function loadInFull(url: string) {
  if (url === window.location.href) window.location.reload();
  else window.location.assign(url);
}

/**
 * Loads the page afresh for a failed chunk if the guard allows (the navigation's target
 * when one is under way, else the current page); returns whether it did. Not while
 * offline: then the chunk failed for want of a network, not because a deploy replaced
 * it, and a load would only swap the page for the browser's offline error.
 */
export function recoverFromChunkError(
  error: unknown,
  load: (url: string) => void = loadInFull,
  online: () => boolean = () => navigator.onLine,
): boolean {
  if (!isChunkLoadError(error)) return false;
  failLoadingBar();
  if (!online()) return false;
  if (!navigationTarget && isAnotherPagesChunk(error)) {
    // A prefetch for a page the visitor may open next: this page is whole. Its links now
    // load in full (navigation-events asks staleDeploy()), which fetches the new deploy.
    deployReplaced = true;
    return false;
  }
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

/** A chunk <script> that failed to load, or took longer than the spec allows. */
export const recoverFromChunkScript = (src: string) => recoverFromChunkError({ name: 'ChunkLoadError', message: src });

/**
 * Watches chunk <script> tags: Turbopack's browser runtime waits for a chunk script
 * without any time limit (webpack's `chunkLoadTimeout` has no Turbopack equivalent), so
 * the spec's 120 s timeout is applied here: a script that neither loads nor fails in
 * time counts as a chunk load failure. Returns a function that stops watching.
 */
export function watchChunkScripts(
  onTimeout: (src: string) => void,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => void {
  const timers = new Map<HTMLScriptElement, ReturnType<typeof setTimeout>>();
  const track = (script: HTMLScriptElement) => {
    if (timers.has(script) || !isChunkScriptUrl(script.src)) return;
    const done = () => {
      clearTimeout(timers.get(script));
      timers.delete(script);
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    timers.set(
      script,
      setTimeout(() => {
        done();
        onTimeout(script.src);
      }, timeoutMs),
    );
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof HTMLScriptElement && track(node));
  });
  observer.observe(document.head, { childList: true });
  observer.observe(document.body, { childList: true });
  return () => {
    observer.disconnect();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
}
