/**
 * Back/forward must be seen before Next.js handles it: Next may render a cached page
 * synchronously inside its own popstate listener, so the arrival effect of a listener
 * added after Next's would run first. The runtime (./runtime.tsx) loads after hydration,
 * when Next's listener is there already (and on the window itself, a capture listener
 * does not run before it either). This module is part of the first load, imported by
 * ./client-runtime.tsx, so its listener comes before Next's and hands each event to the
 * runtime's handler once that has loaded.
 */
let handler: ((event: PopStateEvent) => void) | undefined;

if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => handler?.(event));

/** Makes `next` the handler of every later popstate, ahead of Next.js' own. */
export function handlePopStateFirst(next: (event: PopStateEvent) => void): void {
  handler = next;
}
