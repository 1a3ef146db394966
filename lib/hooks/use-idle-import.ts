'use client';

import { useEffect, useState } from 'react';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/**
 * Loads a module when the browser is idle (at the latest after `timeoutMs`) and returns
 * what `pick` takes from it; null until then. Code loaded this way is not part of the
 * page's first load, unlike next/dynamic, whose chunks the server HTML references.
 * For enhancements whose server-rendered markup already works without them.
 */
export function useIdleImport<M, T>(load: () => Promise<M>, pick: (module: M) => T, timeoutMs = 2000): T | null {
  const [value, setValue] = useState<{ current: T } | null>(null);
  useEffect(() => {
    let cancelled = false;
    const run = () =>
      void load().then(
        (module) => {
          if (!cancelled) setValue({ current: pick(module) });
        },
        // Offline or a failed chunk: the server-rendered version simply stays.
        () => undefined,
      );
    const win = window as IdleWindow;
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: timeoutMs });
    else window.setTimeout(run, 1);
    return () => {
      cancelled = true;
    };
    // The loader is fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value?.current ?? null;
}
