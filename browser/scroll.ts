import { SMOOTH_SCROLL_MS } from '@/lib/constants';

/** Spec §2: smooth scrolling takes 500 ms; under reduced motion it jumps. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

let frame = 0;

/** Scrolls the window to `top` over the spec's duration (native smooth scrolling has no duration). */
export function scrollToY(top: number, { smooth = true, duration = SMOOTH_SCROLL_MS } = {}) {
  cancelAnimationFrame(frame);
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
