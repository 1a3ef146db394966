'use client';

import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

function onIdle(task: () => void, timeoutMs: number): () => void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` when the browser is idle (at the latest after `timeoutMs`) and online: a
 * background download started offline would only fail, and a failed chunk counts as a
 * broken deploy (components/runtime/chunk-reload.tsx). Returns a cancel function. Kept
 * beside the hook, its one React-free user being FormUpgrade: a module of its own would
 * cost every page's first load a few bytes for nothing.
 */
export function whenIdleAndOnline(task: () => void, timeoutMs = 2000): () => void {
  let cancelIdle = () => undefined as void;
  const schedule = () => void (cancelIdle = onIdle(task, timeoutMs));
  if (navigator.onLine) schedule();
  else window.addEventListener('online', schedule, { once: true });
  return () => {
    window.removeEventListener('online', schedule);
    cancelIdle();
  };
}

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
        // it is tried again once back online; otherwise chunk-reload deals with it.
        () => {
          if (!cancelled && !navigator.onLine) cancelIdle = whenIdleAndOnline(run, timeoutMs);
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
