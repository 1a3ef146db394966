/** The id ToastList portals into. */
export const TOAST_REGION_ID = 'toast-region';

/**
 * Where toasts appear: server HTML, in the page from the start (a live region added at
 * the same time as its text is often not announced), so every toast is read out politely.
 * The toasts themselves are drawn by ToastList, which loads with the first toast.
 */
export function ToastRegion() {
  return <div id={TOAST_REGION_ID} className="toast-region" role="status" aria-live="polite" aria-atomic="false" />;
}
