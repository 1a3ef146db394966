'use client';

import { useEffect } from 'react';
import { recoverFromChunkError, recoverFromChunkScript } from '@/browser/chunk-recovery';
import { watchChunkScripts } from '@/browser/chunk-timeout';
import { isChunkScriptUrl } from '@/browser/reload-guard';

/**
 * When a deploy has replaced the assets under an open tab, a lazily loaded chunk
 * fails; the page reloads (at most once per 60 s, guard in sessionStorage) to pick up the
 * new build. A chunk script that fails is the navigation's, if one is under way; a
 * rejection nobody handled is an import the page's own code awaited (prefetches handle
 * theirs). Errors thrown while rendering reach app/error.tsx, which does the same; imports
 * that handle their failure go through importForPage (browser/import-for-page.ts).
 */
export function ChunkReload() {
  useEffect(() => {
    const onError = (event: ErrorEvent | Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && isChunkScriptUrl(target.src)) {
        recoverFromChunkScript(target.src);
      } else if (event instanceof ErrorEvent) {
        recoverFromChunkError(event.error ?? event.message);
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => recoverFromChunkError(event.reason);
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    const stop = watchChunkScripts();
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
      stop();
    };
  }, []);
  return null;
}
