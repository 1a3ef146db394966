'use client';

import NProgress from 'nprogress';
import { LOADING_BAR } from './constants';

/**
 * The page loading bar (spec §4, §9) over nprogress, with a manual API that navigation,
 * forms and other long work share:
 *  - start(): becomes visible only after the 200 ms throttle, so fast work shows nothing;
 *  - it creeps towards 100 over 5000 ms while visible;
 *  - finish(): completes and hides 500 ms later; fail(): the same with the failed style;
 *  - pause(): stops creeping where it is.
 */
const TICK_MS = 100;

let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let creepTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let startedAt = 0;
let visible = false;

function configure() {
  NProgress.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: 200 });
}

function clearTimers() {
  clearTimeout(throttleTimer);
  clearInterval(creepTimer);
  clearTimeout(hideTimer);
  throttleTimer = creepTimer = hideTimer = undefined;
}

/** Progress after `elapsed` ms: linear towards 100 % over the duration, kept below it until finish. */
export function progressAt(elapsed: number): number {
  return Math.min(0.99, Math.max(0.08, elapsed / LOADING_BAR.durationMs));
}

function creep() {
  clearInterval(creepTimer);
  creepTimer = setInterval(() => NProgress.set(progressAt(Date.now() - startedAt)), TICK_MS);
}

export const loadingBar = {
  start() {
    if (throttleTimer || visible) return;
    clearTimeout(hideTimer);
    configure();
    throttleTimer = setTimeout(() => {
      throttleTimer = undefined;
      visible = true;
      startedAt = Date.now();
      document.documentElement.classList.remove('nprogress-failed');
      NProgress.start();
      creep();
    }, LOADING_BAR.throttleMs);
  },

  finish({ failed = false }: { failed?: boolean } = {}) {
    clearTimeout(throttleTimer);
    throttleTimer = undefined;
    clearInterval(creepTimer);
    if (!visible) return;
    if (failed) document.documentElement.classList.add('nprogress-failed');
    // nprogress fades over `speed` ms after reaching 100 %, then removes the bar after
    // another `speed`: half the hide delay each, so the bar is gone 500 ms after finish.
    NProgress.configure({ speed: LOADING_BAR.hideDelayMs / 2 });
    NProgress.set(1);
    hideTimer = setTimeout(() => {
      NProgress.remove();
      document.documentElement.classList.remove('nprogress-failed');
      visible = false;
    }, LOADING_BAR.hideDelayMs);
  },

  fail() {
    loadingBar.finish({ failed: true });
  },

  pause() {
    clearInterval(creepTimer);
  },

  isVisible: () => visible,

  /** For tests: forget all state. */
  reset() {
    clearTimers();
    visible = false;
    NProgress.remove();
  },
};
