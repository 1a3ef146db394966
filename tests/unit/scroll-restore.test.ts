// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTORE_SCROLL_WAIT_MS, restoreScrollY } from '@/browser/scroll';

/**
 * A saved position restored after Back into a page still shorter than it ends up (a busy
 * device): the browser clamps it, so it is applied again as the document grows.
 * jsdom has no layout: the document's height and the browser's clamping are simulated.
 */
const VIEWPORT = 720;
let documentHeight = 0;
let observers: { callback: ResizeObserverCallback; observing: boolean }[] = [];

function grow(height: number) {
  documentHeight = height;
  for (const observer of observers.filter((o) => o.observing)) observer.callback([], {} as ResizeObserver);
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  documentHeight = 759;
  window.scrollY = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    window.scrollY = Math.max(0, Math.min(options.top ?? 0, documentHeight - VIEWPORT));
  }) as typeof window.scrollTo);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      entry = { callback: (() => undefined) as ResizeObserverCallback, observing: false };
      constructor(callback: ResizeObserverCallback) {
        this.entry.callback = callback;
        observers.push(this.entry);
      }
      observe() {
        this.entry.observing = true;
      }
      disconnect() {
        this.entry.observing = false;
      }
    },
  );
});

afterEach(() => {
  grow(0);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('restoreScrollY', () => {
  it('applies a position the document can hold at once, and waits for nothing', () => {
    documentHeight = 3000;
    restoreScrollY(1036);
    expect(window.scrollY).toBe(1036);
    expect(observers.filter((o) => o.observing)).toHaveLength(0);
  });

  it('reaches a clamped position once the document has grown to it, then stops', () => {
    restoreScrollY(1036);
    expect(window.scrollY).toBe(39);
    grow(1500);
    expect(window.scrollY).toBe(780);
    grow(3000);
    expect(window.scrollY).toBe(1036);
    expect(observers.filter((o) => o.observing)).toHaveLength(0);
  });

  it('gives way to the visitor scrolling', () => {
    restoreScrollY(1036);
    window.scrollY = 12;
    grow(3000);
    expect(window.scrollY).toBe(12);
    expect(observers.filter((o) => o.observing)).toHaveLength(0);
  });

  it('gives up once the wait is over', () => {
    restoreScrollY(1036);
    vi.advanceTimersByTime(RESTORE_SCROLL_WAIT_MS + 1);
    grow(3000);
    expect(window.scrollY).toBe(39);
    expect(observers.filter((o) => o.observing)).toHaveLength(0);
  });

  it('is replaced by the next restore', () => {
    restoreScrollY(1036);
    restoreScrollY(200);
    grow(3000);
    expect(window.scrollY).toBe(200);
  });
});
