// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { claimReload, isChunkLoadError } from '@/browser/reload-guard';
import { storedChunkReloadAt } from '@/lib/stored-values/chunk-reload';
import { canPrefetch } from '@/lib/navigation/prefetch-policy';
import { browserSupport, resolveRouteGuards, runRouteGuards, UNSUPPORTED_PATH } from '@/lib/route-guards/registry';
import { StatusError } from '@/lib/errors';
import { statusOf } from '@/lib/error-status';

const GUARD = storedChunkReloadAt.key;

describe('chunk reload guard', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // A recovery watches the URL for 10 s after it; its timers must not outlive the test
    // environment (on a slow machine they fired after jsdom was gone).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('allows the first reload and records when it happened', () => {
    expect(claimReload(1_000_000)).toBe(true);
    expect(sessionStorage.getItem(GUARD)).toBe('1000000');
  });
  it('refuses another reload within 60000 ms, even after the page reloaded (state is in storage)', () => {
    sessionStorage.setItem(GUARD, '1000000');
    expect(claimReload(1_000_000 + 59_999)).toBe(false);
    expect(claimReload(1_000_000 + 60_000)).toBe(true);
    expect(claimReload(1_000_000 + 60_001)).toBe(false);
  });
  it('treats a junk or future time as no reload, and overwrites it', () => {
    for (const junk of ['null', '{', '[]', '"soon"', String(9_000_000)]) {
      sessionStorage.setItem(GUARD, junk);
      expect(claimReload(1_000_000)).toBe(true);
      expect(sessionStorage.getItem(GUARD)).toBe('1000000');
    }
  });
  it('never reloads when storage is blocked or full, so it cannot loop', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(claimReload(1)).toBe(false);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(claimReload(1)).toBe(false);
  });
  it('recognises chunk load errors of webpack, Turbopack and import()', () => {
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js from module 12'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
  it('reloads for a failed chunk online, never offline (the network, not a deploy, is missing)', async () => {
    const { recoverFromChunkError } = await import('@/browser/chunk-recovery');
    sessionStorage.clear();
    const chunkError = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    let reloads = 0;
    expect(
      recoverFromChunkError(
        chunkError,
        () => (reloads += 1),
        () => false,
      ),
    ).toBe(false);
    expect(reloads).toBe(0);
    expect(
      recoverFromChunkError(
        chunkError,
        () => (reloads += 1),
        () => true,
      ),
    ).toBe(true);
    expect(reloads).toBe(1);
  });
  it('loads the target of a client navigation under way, else the page shown; once per 60000 ms', async () => {
    const { recoverFromChunkError, setNavigationTarget } = await import('@/browser/chunk-recovery');
    const chunkError = Object.assign(new Error('x'), { name: 'ChunkLoadError' });
    const loaded: string[] = [];
    const load = (url: string) => void loaded.push(url);
    const online = () => true;
    setNavigationTarget('/box-pro/?colour=black#specs');
    expect(recoverFromChunkError(chunkError, load, online)).toBe(true);
    expect(recoverFromChunkError(chunkError, load, online)).toBe(false); // the guard holds
    sessionStorage.clear();
    setNavigationTarget(undefined); // arrived
    expect(recoverFromChunkError(chunkError, load, online)).toBe(true);
    expect(loaded).toEqual([new URL('/box-pro/?colour=black#specs', window.location.href).href, window.location.href]);
  });
  it("leaves the page alone when a chunk script fails outside a navigation (another page's prefetch), and its links then load in full", async () => {
    vi.resetModules();
    const { recoverFromChunkScript, setNavigationTarget, staleDeploy } = await import('@/browser/chunk-recovery');
    const { fullPageLoad } = await import('@/browser/full-page-load');
    const reload = vi.spyOn(fullPageLoad, 'reload').mockImplementation(() => {});
    expect(staleDeploy()).toBe(false);
    expect(recoverFromChunkScript('/_next/static/chunks/other-page.js')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(GUARD)).toBeNull(); // the guard is left for a chunk this page needs
    expect(staleDeploy()).toBe(true);
    // During a client navigation the chunk is the target page's.
    setNavigationTarget('/box-pro/');
    const assign = vi.spyOn(fullPageLoad, 'assign').mockImplementation(() => {});
    expect(recoverFromChunkScript('/_next/static/chunks/box-pro.js')).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL('/box-pro/', window.location.href).href);
    setNavigationTarget(undefined);
  });
  it("reloads for a chunk the page's own import needs (its promise then never settles), else rejects for the caller to say so", async () => {
    vi.resetModules();
    const { staleDeploy } = await import('@/browser/chunk-recovery');
    const { importForPage } = await import('@/browser/import-for-page');
    const { fullPageLoad } = await import('@/browser/full-page-load');
    const reload = vi.spyOn(fullPageLoad, 'reload').mockImplementation(() => {});
    const failed = () => Promise.reject(new Error('Failed to load chunk /_next/static/chunks/search.js from module 7'));
    let settled = false;
    void importForPage(failed).finally(() => (settled = true));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(staleDeploy()).toBe(true);
    await Promise.resolve();
    expect(settled).toBe(false); // the page is going: the control stays as it is until then
    // Within 60000 ms of that reload: no second one; the import fails for its caller.
    await expect(importForPage(failed)).rejects.toThrow(/Failed to load chunk/);
    expect(reload).toHaveBeenCalledTimes(1);
    // Other errors are the caller's, and loaded code passes through.
    await expect(importForPage(() => Promise.reject(new TypeError('x is not a function')))).rejects.toThrow(TypeError);
    await expect(importForPage(() => Promise.resolve('code'))).resolves.toBe('code');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch policy', () => {
  it('prefetches on a normal connection', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ onLine: true })).toBe(true);
  });
  it('skips 2g, slow-2g, save-data and offline', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(canPrefetch({ onLine: false, connection: { effectiveType: '4g' } })).toBe(false);
  });
});

describe('route guards', () => {
  it('an unknown name is the 500 error "Unknown middleware {name}"', () => {
    let caught: unknown;
    try {
      resolveRouteGuards(['unsupported-browser', 'must-login']);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(StatusError);
    expect((caught as Error).message).toBe('Unknown middleware must-login');
    expect(statusOf(caught)).toBe(500);
  });
  const capable = () => ({
    fetch: () => {},
    IntersectionObserver: function IntersectionObserver() {},
    structuredClone: () => {},
    CSS: { supports: () => true },
    localStorage: window.localStorage,
  });
  it('unsupported-browser lets a capable browser through', () => {
    const win = capable() as unknown as Window;
    expect(browserSupport(win)).toEqual([]);
    expect(runRouteGuards(['unsupported-browser'], { path: '/cart', window: win })).toBeUndefined();
  });
  it('unsupported-browser sends a browser without storage or APIs to /unsupported-content', () => {
    const noStorage = Object.defineProperty(capable(), 'localStorage', {
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(browserSupport(noStorage as unknown as Window)).toEqual(['localStorage']);
    expect(runRouteGuards(['unsupported-browser'], { path: '/cart', window: noStorage as unknown as Window })).toBe(
      UNSUPPORTED_PATH,
    );
    const old = { ...capable(), IntersectionObserver: undefined } as unknown as Window;
    expect(runRouteGuards(['unsupported-browser'], { path: '/register', window: old })).toBe(UNSUPPORTED_PATH);
    // Never redirects the explanation page to itself.
    expect(runRouteGuards(['unsupported-browser'], { path: UNSUPPORTED_PATH, window: old })).toBeUndefined();
  });
});
