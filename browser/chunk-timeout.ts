import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { isChunkScriptUrl } from './reload-guard';

/**
 * A chunk script that neither loads nor fails within 120 s counts as failed.
 * Turbopack's browser runtime waits for a chunk script without any time limit (webpack's
 * `chunkLoadTimeout` has no Turbopack equivalent), so this watch fails it: it fires the
 * script's `error` event, which the runtime handles as a failed load (one retry, then the
 * import that waits for the chunk rejects with a ChunkLoadError). What awaits the chunk
 * then recovers as from any failed chunk (./chunk-recovery.ts). Any later script for a
 * chunk that timed out (the runtime's retry, the visitor's next try) fails at once: the
 * spec's limit is for the chunk, not for each attempt, and a visitor who tries again is
 * told again at once (with the reload that gets the new deploy), not after another 120 s.
 * Returns a function that stops watching.
 */
export function watchChunkScripts(timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): () => void {
  const timers = new Map<HTMLScriptElement, ReturnType<typeof setTimeout>>();
  const timedOut = new Set<string>();
  const fail = (script: HTMLScriptElement) => script.dispatchEvent(new Event('error'));
  const track = (script: HTMLScriptElement) => {
    if (timers.has(script) || !isChunkScriptUrl(script.src)) return;
    if (timedOut.has(script.src)) return fail(script);
    const done = () => {
      clearTimeout(timers.get(script));
      timers.delete(script);
    };
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    timers.set(
      script,
      setTimeout(() => {
        timedOut.add(script.src);
        fail(script);
      }, timeoutMs),
    );
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach((node) => node instanceof HTMLScriptElement && track(node));
  });
  observer.observe(document.head, { childList: true });
  observer.observe(document.body, { childList: true });
  // Chunks asked for before the watch began (it starts with the client runtime, after
  // hydration: a form's draft or a focus can ask sooner) and not loaded yet. A script
  // that has loaded has a resource timing entry; the runtime removes one that failed.
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]'))
    if (performance.getEntriesByName(script.src).length === 0) track(script);
  return () => {
    observer.disconnect();
    timers.forEach((timer) => clearTimeout(timer));
    timers.clear();
  };
}
