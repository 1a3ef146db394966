'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useAppRouter } from '@/hooks/use-app-router';
import { useEffect, useLayoutEffect } from 'react';
import { PREFETCH } from '@/lib/constants';
import { loadingBar } from '@/browser/loading-bar';
import { setNavigationTarget, staleDeploy } from '@/browser/chunk-recovery';
import { routeChangeTarget, samePageHash, sameRoute } from '@/lib/navigation/link-rules';
import { saveScroll, savedScroll } from '@/browser/scroll-memory';
import { restoreScrollY, scrollToHash, scrollToY } from '@/browser/scroll';
import { closeMenus, enhanceMenus } from '@/browser/menu-popovers';
import { handlePopStateFirst } from './popstate-relay';

const here = () => new URL(window.location.href);
const entryKey = (url: URL) => url.pathname + url.search;

/**
 * Back/forward is detected before Next.js renders the page it goes to (./popstate-relay.ts
 * hands this module the event ahead of Next's own listener).
 */
let lastUrl: URL | null = null;
let traversal: { key: string; saved: number | undefined } | null = null;

function onPopState() {
  const url = here();
  // The URL is already the destination: a chunk failing now reloads it.
  setNavigationTarget(undefined);
  if (lastUrl) saveScroll(entryKey(lastUrl), window.scrollY);
  if (lastUrl && sameRoute(lastUrl, url)) {
    if (url.hash) scrollToHash(url.hash);
    return;
  }
  // Read now: scroll events while the old page is still shown would overwrite it.
  traversal = { key: entryKey(url), saved: savedScroll(entryKey(url)) };
  loadingBar.start();
}

handlePopStateFirst(onPopState);

/**
 * Client navigation behaviour, with no UI of its own:
 *  - a plain click on a link to another page of the site (the site's links are plain
 *    <a>, components/navigation/link.tsx) becomes a client navigation, unless a handler
 *    of the link's own has taken the click; before this runs, links simply load the page;
 *  - the loading bar starts on such a click, on back/forward and on
 *    useAppRouter().push/replace, and finishes when the new route has rendered; until
 *    then a failed chunk loads the target page in full (browser/chunk-recovery.ts);
 *  - on arrival: the saved position after back/forward, else the hash target, else the top;
 *  - a hash link on the same page scrolls smoothly (500 ms; instantly under reduced motion);
 *  - header menus close on navigation and when focus leaves them (browser/menu-popovers.ts).
 */
export function NavigationEvents() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useAppRouter();

  useEffect(() => {
    history.scrollRestoration = 'manual';
    // Bubble phase on window: a link's own handler (a gallery thumbnail, say) runs first.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || event.defaultPrevented) return;
      const current = here();
      const target = routeChangeTarget(event, anchor, current);
      // After a deploy replaced the chunks, the browser loads the page itself, in full.
      if (target && !staleDeploy()) {
        event.preventDefault();
        saveScroll(entryKey(current), window.scrollY);
        // Arrival scrolling is ours (the effect below), not the router's.
        router.push(target.pathname + target.search + target.hash, { scroll: false });
        return;
      }
      const hash = samePageHash(event, anchor, current);
      if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) {
        event.preventDefault();
        if (hash !== current.hash) history.pushState(history.state, '', hash);
        scrollToHash(hash);
      }
    };
    let ticking = false;
    const onScroll = () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        ticking = false;
        // After Back or Forward, until the page arrives, the URL is the next page's but
        // what scrolls is still the old one: its position is no position of the next page.
        if (traversal) return;
        saveScroll(entryKey(here()), window.scrollY);
      });
    };
    window.addEventListener('click', onClick);
    window.addEventListener('scroll', onScroll, { passive: true });
    const stopMenus = enhanceMenus();
    // nprogress is not in the first load; fetch it once the browser is idle.
    const preloadBar = () => void loadingBar.preload().catch(() => undefined);
    const idle =
      window.requestIdleCallback?.(preloadBar, { timeout: PREFETCH.idleTimeoutMs }) ??
      window.setTimeout(preloadBar, PREFETCH.idleTimeoutMs);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('scroll', onScroll);
      stopMenus();
      (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [router]);

  // A layout effect: the new page is in the DOM but not yet painted (inside the page
  // transition's update, so its new snapshot already shows the place), and measuring it
  // lays it out. Scrolling after a frame showed the new page at the old page's scroll
  // position first and, on a busy main thread, moved it a second or more later, after a
  // click or back could already have saved that wrong position.
  useLayoutEffect(() => {
    const url = here();
    const first = lastUrl === null;
    // searchParams can be a new object for the same URL while a navigation is still under
    // way: that is no arrival (it would clear the target a failing chunk must load).
    if (!first && lastUrl!.pathname === url.pathname && lastUrl!.search === url.search) return;
    lastUrl = url;
    loadingBar.finish();
    setNavigationTarget(undefined);
    // The header stays on screen across client navigations: a menu left open would cover the new page.
    if (!first) closeMenus();
    const navType = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
    const reopened = first && (navType === 'back_forward' || navType === 'reload');
    const popped = traversal?.key === entryKey(url) ? traversal : null;
    traversal = null;
    // This runs once the runtime has loaded, after hydration: a visitor who has scrolled the
    // reopened page since keeps the place they chose.
    const reopenedAtTop = reopened && window.scrollY === 0;
    const saved = popped ? popped.saved : reopenedAtTop ? savedScroll(entryKey(url)) : undefined;
    // Instant: the content has just changed under the visitor; smooth scrolling (500 ms)
    // is for a hash link within the page, where it shows where the section is.
    if (saved !== undefined) restoreScrollY(saved);
    else if (url.hash) scrollToHash(url.hash, { smooth: false });
    else if (!first) scrollToY(0, { smooth: false });
  }, [pathname, searchParams]);

  return null;
}
