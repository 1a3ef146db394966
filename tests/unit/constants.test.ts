import { describe, expect, it } from 'vitest';
import * as C from '@/lib/constants';
import nextConfig from '../../next.config';

/** Each value is copied from ../shared/spec/site-spec.md; a change here is a spec change. */
describe('spec constants', () => {
  it('loading bar: throttle 200 ms, duration 5000 ms, hide delay 500 ms', () => {
    expect(C.LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideDelayMs: 500 });
  });

  it('reload guard, chunk timeout, fetch delay and HTTP retries', () => {
    expect(C.RELOAD_GUARD_MS).toBe(60000);
    expect(C.CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(C.FETCH_DISPLAY_DELAY_MS).toBe(200);
    expect(C.HTTP_RETRIES).toBe(3);
    expect(C.HTTP_RETRY_METHODS).toEqual(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
  });

  it('modal: z-index 1040, size md, labels OK / Cancel / Close, reasons and states', () => {
    expect(C.MODAL.baseZIndex).toBe(1040);
    expect(C.MODAL.defaultSize).toBe('md');
    expect([C.MODAL.okLabel, C.MODAL.cancelLabel, C.MODAL.closeLabel]).toEqual(['OK', 'Cancel', 'Close']);
    expect(C.MODAL.hideReasons).toEqual(['ok', 'cancel', 'headerclose', 'backdrop', 'esc', 'toggle', 'event', 'force']);
    expect(C.MODAL.states).toEqual(['hidden', 'opening', 'visible', 'closing']);
  });

  it('breakpoints', () => {
    expect(C.BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    // Every width the build writes: the fixed ones (1x and 2x of a thumbnail, the smallest
    // breakpoint) and the breakpoints.
    const { deviceSizes = [], imageSizes = [] } = nextConfig.images ?? {};
    expect([...imageSizes, ...deviceSizes]).toEqual([120, 240, 320, 640, 768, 1024, 1280, 1536]);
  });

  it('toast, pagination, lazy offset, prefetch, placeholder', () => {
    expect(C.TOAST).toEqual({ autoHideMs: 5000, minAutoHideMs: 1000 });
    expect(C.PAGINATION).toEqual({ perPage: 20, defaultLimit: 5 });
    expect(C.LAZY_IMAGE_OFFSET_PX).toBe(360);
    expect(C.PREFETCH.idleTimeoutMs).toBe(2000);
    expect(C.PREFETCH.skipEffectiveTypes).toContain('2g');
    expect(C.PLACEHOLDER_IMAGE).toEqual({ width: 10, height: 10, quality: 50 });
  });

  it('dropdown delays, smooth scroll, debounce, page transition, locale cookie', () => {
    expect(C.DROPDOWN).toEqual({ hideDelayMs: 0, navbarHideDelayMs: 50, navbarTouchHideDelayMs: 300 });
    expect(C.SMOOTH_SCROLL_MS).toBe(500);
    expect(C.PAGE_TRANSITION).toEqual({ name: 'page', mode: 'out-in' });
  });

  it('the one locale: en (iso en-US)', () => {
    expect(C.SITE_LOCALE).toEqual({ code: 'en', iso: 'en-US' });
  });

  it('error messages are verbatim', () => {
    expect(C.ERROR_MESSAGES.notFound).toBe('This page could not be found');
    expect(C.ERROR_MESSAGES.unknownMiddleware('auth')).toBe('Unknown middleware auth');
    expect(C.ERROR_MESSAGES.errorPageFailed).toBe('An error occurred while showing the error page');
    expect(C.ERROR_MESSAGES.goHome).toBe('Go back to home');
    expect(C.ERROR_MESSAGES.notPrerendered('/x')).toBe('Route /x is not pre-rendered');
    expect(C.ERROR_STATUS).toEqual({ notFound: 404, unknownMiddleware: 500, fallback: 500 });
  });
});
