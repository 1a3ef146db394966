/**
 * Code that nothing on a page needs until something asks for it (the modal stack, the
 * toast list) stays out of every page's first load: the page mounts a tiny host
 * (hooks/use-on-demand-import.ts) that imports the real code the first time it is
 * requested here. The requester (a store's show()) has been loaded by then anyway.
 */
export type OnDemandFeature = 'modal' | 'toast';

const requested = new Set<OnDemandFeature>();
const eventName = (feature: OnDemandFeature) => `clonewave:needs-${feature}`;

/** Ask for `feature` to be loaded and mounted; later calls are free. */
export function requestFeature(feature: OnDemandFeature): void {
  if (requested.has(feature)) return;
  requested.add(feature);
  window.dispatchEvent(new Event(eventName(feature)));
}

/** Runs `callback` once `feature` is requested (at once if it already was). Returns an unsubscribe. */
export function whenRequested(feature: OnDemandFeature, callback: () => void): () => void {
  if (requested.has(feature)) {
    callback();
    return () => undefined;
  }
  window.addEventListener(eventName(feature), callback, { once: true });
  return () => window.removeEventListener(eventName(feature), callback);
}
