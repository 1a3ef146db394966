import { afterEach, beforeEach, vi } from 'vitest';
import { loadingBar } from '@/lib/loading-bar';

/** Loads nprogress (lazy in lib/loading-bar.ts) and runs each test on fake timers. */
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
