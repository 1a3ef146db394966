import { SMOOTH_SCROLL_MS } from '@/lib/constants';

/** Smooth scrolling takes SMOOTH_SCROLL_MS (500 ms); under reduced motion it jumps. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let frame = 0;
/** Ends a restore still waiting for the document to grow (restoreScrollY); any other scroll ends it. */
let stopRestoring = () => {};

/** Scrolls the window to `top` over the spec's duration (native smooth scrolling has no duration). */
export function scrollToY(top: number, { smooth = true, duration = SMOOTH_SCROLL_MS } = {}) {
  cancelAnimationFrame(frame);
  stopRestoring();
  const start = window.scrollY;
  const distance = top - start;
  if (!smooth || prefersReducedMotion() || Math.abs(distance) < 2) {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo({ top: start + distance * easeInOutCubic(t), left: 0, behavior: 'instant' });
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/**
 * How long a restored position waits for the document to grow tall enough to hold it. On a
 * busy device the page arriving after Back can be laid out shorter than it ends up (CI
 * trace: a saved 1036 clamped to 39, then left there), so the position is applied again
 * each time the document grows, until it holds, the visitor scrolls or this time is up.
 */
export const RESTORE_SCROLL_WAIT_MS = 2000;

/** Scrolls instantly to a saved position (back and forward restore it), also once the document has grown to it. */
export function restoreScrollY(top: number, { wait = RESTORE_SCROLL_WAIT_MS } = {}) {
  scrollToY(top, { smooth: false });
  let at = window.scrollY;
  if (Math.abs(at - top) < 1 || typeof ResizeObserver === 'undefined') return;
  const until = Date.now() + wait;
  const growing = new ResizeObserver(() => {
    // Moved since (the visitor scrolled) or too late: the page is the visitor's.
    if (window.scrollY !== at || Date.now() > until) return stopRestoring();
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    at = window.scrollY;
    if (Math.abs(at - top) < 1) stopRestoring();
  });
  growing.observe(document.documentElement);
  stopRestoring = () => {
    growing.disconnect();
    stopRestoring = () => {};
  };
}

/** The element a hash points at (`#id` or a named anchor), if any. */
function hashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/** Scrolls to the hash target (respecting scroll-margin-top) and moves focus there for keyboard users. */
export function scrollToHash(hash: string, options?: { smooth?: boolean }): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  scrollToY(Math.max(0, target.getBoundingClientRect().top + window.scrollY - margin), options);
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
