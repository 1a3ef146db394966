// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadingBarClock } from './loading-bar-clock';
import { loadingBar, progressAt } from '@/browser/loading-bar';

const bar = () => document.getElementById('nprogress');

describe('loading bar timings', () => {
  useLoadingBarClock();

  it('stays hidden during the 200 ms throttle', () => {
    loadingBar.start();
    vi.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
  });

  it('never shows for work that finishes within the throttle', () => {
    loadingBar.start();
    vi.advanceTimersByTime(150);
    loadingBar.finish();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
    expect(loadingBar.isVisible()).toBe(false);
  });

  it('hides 500 ms after finishing', () => {
    loadingBar.start();
    vi.advanceTimersByTime(1000);
    loadingBar.finish();
    vi.advanceTimersByTime(499);
    expect(bar()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).toBeNull();
  });

  it('shows the failed style when failing, then hides', () => {
    loadingBar.start();
    vi.advanceTimersByTime(300);
    loadingBar.fail();
    expect(document.documentElement).toHaveClass('nprogress-failed');
    vi.advanceTimersByTime(500);
    expect(document.documentElement).not.toHaveClass('nprogress-failed');
  });

  it('creeps towards 100 over 5000 ms without reaching it', () => {
    expect(progressAt(0)).toBeCloseTo(0.08);
    expect(progressAt(2500)).toBeCloseTo(0.5);
    expect(progressAt(5000)).toBe(0.99);
    expect(progressAt(60000)).toBe(0.99);
  });
});

describe('loading bar before nprogress has arrived', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.doUnmock('nprogress');
    vi.resetModules();
  });

  it('a bar due while nprogress is still loading appears as soon as it arrives', async () => {
    vi.resetModules();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.doMock('nprogress', async () => {
      await gate;
      return vi.importActual('nprogress');
    });
    const { loadingBar: lazyBar } = await import('@/browser/loading-bar');
    vi.useFakeTimers();
    lazyBar.start();
    vi.advanceTimersByTime(250);
    expect(lazyBar.isVisible()).toBe(false);
    vi.useRealTimers();
    release();
    await vi.waitFor(() => expect(lazyBar.isVisible()).toBe(true));
    expect(bar()).not.toBeNull();
    lazyBar.reset();
    expect(bar()).toBeNull();
  });
});
