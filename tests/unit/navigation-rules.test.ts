// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { routeChangeTarget, samePageHash, sameRoute } from '@/lib/navigation/link-rules';
import { pageHref } from '@/lib/navigation/page-href';
import { useFetchState } from '@/hooks/use-fetch-state';
import { useLoadingBarClock } from './loading-bar-clock';
import { loadingBar } from '@/browser/loading-bar';
import { failLoadingBar } from '@/browser/loading-bar-fail';

const current = new URL('https://www.clonewave.example/products/?sort=price#top');
const click = (over: Partial<MouseEvent> = {}) => ({
  button: 0,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});
const anchor = (href: string, attrs: { target?: string; download?: boolean } = {}) => ({
  href: new URL(href, current).href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name === 'download' && Boolean(attrs.download),
});

describe('which clicks start the loading bar', () => {
  it('a plain click to another route does, with or without a trailing slash', () => {
    expect(routeChangeTarget(click(), anchor('/box-pro/'), current)?.pathname).toBe('/box-pro/');
    expect(routeChangeTarget(click(), anchor('/help'), current)?.pathname).toBe('/help');
  });
  it('a search-parameter change is a route change', () => {
    expect(routeChangeTarget(click(), anchor('/products/?sort=name'), current)).not.toBeNull();
  });
  it('hash-only links and the same URL do not', () => {
    expect(routeChangeTarget(click(), anchor('#specs'), current)).toBeNull();
    expect(routeChangeTarget(click(), anchor('/products?sort=price'), current)).toBeNull();
    expect(routeChangeTarget(click(), anchor('/products/?sort=price#top'), current)).toBeNull();
  });
  it('modified clicks, other targets, downloads and external links do not', () => {
    for (const over of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(routeChangeTarget(click(over), anchor('/box-pro/'), current)).toBeNull();
    }
    expect(routeChangeTarget(click(), anchor('/box-pro/', { target: '_blank' }), current)).toBeNull();
    expect(routeChangeTarget(click(), anchor('/files/manual.pdf', { download: true }), current)).toBeNull();
    expect(routeChangeTarget(click(), anchor('https://www.youtube.com/@clonewave'), current)).toBeNull();
    expect(routeChangeTarget(click(), anchor('mailto:support@clonewave.example'), current)).toBeNull();
  });
  it('a hash on the same page is a scroll, not a navigation', () => {
    expect(samePageHash(click(), anchor('#specs'), current)).toBe('#specs');
    expect(samePageHash(click(), anchor('/box-pro/#specs'), current)).toBeNull();
    expect(sameRoute(new URL('/a/', current), new URL('/a', current))).toBe(true);
  });
});

describe('loading bar on navigation (with fake timers)', () => {
  useLoadingBarClock();
  it('a navigation that arrives within 200 ms never shows the bar; a slower one does', () => {
    loadingBar.start();
    vi.advanceTimersByTime(120);
    loadingBar.finish();
    vi.advanceTimersByTime(600);
    expect(document.getElementById('nprogress')).toBeNull();
    loadingBar.start();
    vi.advanceTimersByTime(250);
    expect(document.getElementById('nprogress')).not.toBeNull();
    loadingBar.fail();
    expect(document.documentElement).toHaveClass('nprogress-failed');
  });
  it('the first-load failure hook (error page, chunk recovery) marks the visible bar failed', async () => {
    loadingBar.start();
    vi.advanceTimersByTime(250);
    expect(document.documentElement).not.toHaveClass('nprogress-failed');
    failLoadingBar();
    await vi.waitFor(() => expect(document.documentElement).toHaveClass('nprogress-failed'));
  });
});

describe('useFetchState', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tracks pending, data and timestamp; the spinner only after 200 ms', async () => {
    let resolve!: (v: string) => void;
    const { result } = renderHook(() => useFetchState(() => new Promise<string>((r) => (resolve = r))));
    expect(result.current).toMatchObject({ pending: false, timestamp: 0, showSpinner: false });
    let running!: Promise<unknown>;
    act(() => void (running = result.current.run()));
    expect(result.current.pending).toBe(true);
    act(() => void vi.advanceTimersByTime(199));
    expect(result.current.showSpinner).toBe(false);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.showSpinner).toBe(true);
    await act(async () => {
      resolve('done');
      await running;
    });
    expect(result.current).toMatchObject({ pending: false, data: 'done', error: null, showSpinner: false });
    expect(result.current.timestamp).toBeGreaterThan(0);
  });

  it('a quick answer never shows the spinner; a failure keeps the error', async () => {
    const { result } = renderHook(() => useFetchState(() => Promise.reject(new Error('offline'))));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.showSpinner).toBe(false);
    expect(result.current.error).toBeInstanceOf(Error);
    expect(result.current.pending).toBe(false);
  });
});

describe('files are not routes', () => {
  it('treats paths with a file extension as files, others as pages', async () => {
    const { routeChangeTarget } = await import('@/lib/navigation/link-rules');
    const { isPagePath } = await import('@/lib/navigation/page-href');
    expect(isPagePath('/help/download/feed.xml')).toBe(false);
    expect(isPagePath('/manuals/box-pro.pdf')).toBe(false);
    expect(isPagePath('/help/download/')).toBe(true);
    expect(isPagePath('/box-pro')).toBe(true);
    const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    const anchor = { href: '/help/download/feed.xml', target: '', hasAttribute: () => false };
    expect(routeChangeTarget(click, anchor, new URL('http://x/help/'))).toBeNull();
  });
});

describe('page links carry the trailing slash the export serves', () => {
  it.each([
    ['/help/contact', '/help/contact/'],
    ['/help/contact/', '/help/contact/'],
    ['/', '/'],
    ['/products?category=recorders#list', '/products/?category=recorders#list'],
    ['/box-pro#specs', '/box-pro/#specs'],
  ])('%s → %s', (href, expected) => expect(pageHref(href)).toBe(expected));

  it.each([
    '/feed.xml',
    '/manuals/box-pro.pdf',
    '#main',
    '//cdn.example/x',
    'https://shop.example/cart',
    'mailto:a@b.example',
  ])('leaves %s alone', (href) => expect(pageHref(href)).toBe(href));
});
