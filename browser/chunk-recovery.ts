'use client';

import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { loadingBar } from './loading-bar';
import { claimReload, isChunkLoadError, isChunkScriptUrl } from './reload-guard';

/**
 * Reloads the page for a failed chunk if the guard allows; returns whether it did. Not
 * while offline: then the chunk failed for want of a network, not because a deploy
 * replaced it, and a reload would only swap the page for the browser's offline error.
 */
export function recoverFromChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  online: () => boolean = () => navigator.onLine,
): boolean {
  if (!isChunkLoadError(error)) return false;
  loadingBar.fail();
  if (!online()) return false;
  if (!claimReload()) return false;
  reload();
  return true;
}

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
