import { afterEach, beforeEach, vi } from 'vitest';
import { loadingBar } from '@/browser/loading-bar';

/** Loads nprogress (lazy in browser/loading-bar.ts) and runs each test on fake timers. */
export function useLoadingBarClock() {
  beforeEach(async () => {
    await loadingBar.preload();
    vi.useFakeTimers();
  });
  afterEach(() => {
    loadingBar.reset();
    vi.useRealTimers();
  });
}
