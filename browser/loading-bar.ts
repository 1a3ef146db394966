'use client';

import type NProgressApi from 'nprogress';
import { LOADING_BAR } from '@/lib/constants';

/**
 * The page loading bar (timings: LOADING_BAR in lib/constants.ts) over nprogress, with a manual API that navigation,
 * forms and other long work share:
 *  - start(): becomes visible only after the 200 ms throttle, so fast work shows nothing;
 *  - it creeps towards 100 over 5000 ms while visible;
 *  - finish(): completes and hides 500 ms later; fail(): the same with the failed style;
 *  - pause(): stops creeping where it is.
 * nprogress itself is not in the first load: preload() fetches it when the browser is idle
 * (NavigationEvents) or at the latest on the first start(); a bar due before it has
 * arrived appears as soon as it has.
 */
const TICK_MS = 100;

let throttleTimer: ReturnType<typeof setTimeout> | undefined;
let creepTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let startedAt = 0;
let visible = false;
/** The throttle has passed but nprogress has not arrived yet. */
let due = false;
let NProgress: typeof NProgressApi | undefined;
let loading: Promise<typeof NProgressApi> | undefined;

function preload(): Promise<typeof NProgressApi> {
  loading ??= import('nprogress').then(
    (m) => (NProgress = (m as { default?: typeof NProgressApi }).default ?? (m as unknown as typeof NProgressApi)),
    (error: unknown) => {
      loading = undefined; // a later start() tries again
      throw error;
    },
  );
  return loading;
}

function show(bar: typeof NProgressApi) {
  due = false;
  visible = true;
  startedAt = Date.now();
  document.documentElement.classList.remove('nprogress-failed');
  bar.configure({ showSpinner: false, trickle: false, minimum: 0.08, speed: 200 });
  bar.start();
  creep();
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
  creepTimer = setInterval(() => NProgress?.set(progressAt(Date.now() - startedAt)), TICK_MS);
}

export const loadingBar = {
  preload,

  start() {
    if (throttleTimer || visible || due) return;
    clearTimeout(hideTimer);
    preload().catch(() => undefined);
    throttleTimer = setTimeout(() => {
      throttleTimer = undefined;
      if (NProgress) return show(NProgress);
      due = true;
      preload().then(
        (bar) => due && show(bar),
        () => (due = false),
      );
    }, LOADING_BAR.throttleMs);
  },

  finish({ failed = false }: { failed?: boolean } = {}) {
    clearTimeout(throttleTimer);
    throttleTimer = undefined;
    due = false;
    clearInterval(creepTimer);
    if (!visible || !NProgress) return;
    const bar = NProgress;
    if (failed) document.documentElement.classList.add('nprogress-failed');
    // nprogress fades over `speed` ms after reaching 100 %, then removes the bar after
    // another `speed`: half the hide delay each, so the bar is gone 500 ms after finish.
    bar.configure({ speed: LOADING_BAR.hideDelayMs / 2 });
    bar.set(1);
    hideTimer = setTimeout(() => {
      bar.remove();
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
    visible = due = false;
    NProgress?.remove();
  },
};
