'use client';

import { useEffect, useState } from 'react';
import { whenIdleAndOnline } from '@/browser/when-idle';
import { recoverFromChunkError } from '@/browser/chunk-recovery';

/**
 * Loads a module when the browser is idle (at the latest after `timeoutMs`) and online, and returns
 * it; null until then. Render its components as `<module.Name />`: they keep one identity. Code loaded this way is not part of the
 * page's first load, unlike next/dynamic, whose chunks the server HTML references.
 * For enhancements whose server-rendered markup already works without them.
 */
export function useIdleImport<M>(load: () => Promise<M>, timeoutMs = 2000): M | null {
  const [value, setValue] = useState<M | null>(null);
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => undefined as void;
    const run = () =>
      void load().then(
        (module) => {
          if (!cancelled) setValue(module);
        },
        // A failed chunk: the server-rendered version stays. Lost to a dropped connection,
        // it is tried again once back online; otherwise a deploy replaced it: the page
        // reloads (at most once a minute).
        (error: unknown) => {
          if (cancelled) return;
          if (!navigator.onLine) cancelIdle = whenIdleAndOnline(run, timeoutMs);
          else recoverFromChunkError(error);
        },
      );
    cancelIdle = whenIdleAndOnline(run, timeoutMs);
    return () => {
      cancelled = true;
      cancelIdle();
    };
    // The loader is fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
