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
 * broken deploy (components/runtime/chunk-reload.tsx). Returns a cancel function. A module
 * of its own, apart from useIdleImport (hooks/use-idle-import.ts): MarkupUpgrade is on every
 * page's first load, the hook only in the client runtime's chunk, and a module's exports
 * all go wherever any of them is needed.
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
