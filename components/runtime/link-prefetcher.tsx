'use client';

import { useRouter, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { INTENT_EVENTS } from '@/browser/intent-events';
import { PREFETCH } from '@/lib/constants';
import { canPrefetch, PREFETCH_ON_INTENT_ATTRIBUTE } from '@/lib/navigation/prefetch-policy';
import { isPagePath } from '@/lib/navigation/page-href';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Links of the page's own content: prefetched when they come into view. */
const CONTENT_LINKS = `#main a[href^="/"]:not([${PREFETCH_ON_INTENT_ATTRIBUTE}] a)`;
/** Any internal link: prefetched when the visitor points at, touches or focuses it. */
const ANY_LINK = 'a[href^="/"]';

/** The page a link leads to, as the router prefetches it, or undefined when it is not a page of this site. */
function prefetchTarget(anchor: HTMLAnchorElement): string | undefined {
  const url = new URL(anchor.href, window.location.href);
  if (
    url.origin !== window.location.origin ||
    anchor.target === '_blank' ||
    anchor.hasAttribute('download') ||
    !isPagePath(url.pathname)
  )
    return undefined;
  return url.pathname + url.search;
}

/**
 * Prefetching: internal links are prefetched when the browser is idle (at the latest
 * after PREFETCH.idleTimeoutMs, 2000 ms), never on 2g/slow-2g, with save-data or offline.
 * Which links: those of the page's content (in #main, but for the breadcrumb) once they
 * enter the viewport, and any link the visitor points at, touches or focuses. The header,
 * footer, consent banner and breadcrumb are on every page, so prefetching their links on
 * sight would fetch the same pages (home, cart, catalog, privacy policy: 30 kB and more)
 * on every page view for a click that rarely comes; on intent they still arrive before
 * the click does. The site's links are plain anchors (components/navigation/link.tsx), so
 * Next.js' own viewport prefetch, which knows none of these rules, never runs; this
 * island calls router.prefetch instead.
 */
export function LinkPrefetcher() {
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    const win = window as IdleWindow;
    const done = new Set<string>([window.location.pathname]);
    const queue = new Set<string>();
    let idle: number | undefined;

    const allowed = () =>
      canPrefetch(navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } });
    const prefetch = (href: string) => {
      done.add(href);
      router.prefetch(href);
    };
    const isNew = (href: string) => !done.has(href) && !done.has(new URL(href, window.location.href).pathname);

    const flush = () => {
      idle = undefined;
      if (allowed()) queue.forEach((href) => isNew(href) && prefetch(href));
      queue.clear();
    };
    const schedule = () => {
      if (idle !== undefined) return;
      idle = win.requestIdleCallback
        ? win.requestIdleCallback(flush, { timeout: PREFETCH.idleTimeoutMs })
        : window.setTimeout(flush, 1);
    };

    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const anchor = entry.target as HTMLAnchorElement;
        observer.unobserve(anchor);
        const href = prefetchTarget(anchor);
        if (href && isNew(href)) queue.add(href);
      }
      if (queue.size > 0) schedule();
    });
    const observeAll = () =>
      document.querySelectorAll<HTMLAnchorElement>(CONTENT_LINKS).forEach((a) => observer.observe(a));
    observeAll();
    // Content links rendered later (card rows, catalog results) join in.
    const mutations = new MutationObserver(() => observeAll());
    mutations.observe(document.body, { childList: true, subtree: true });

    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(ANY_LINK) : null;
      const href = anchor ? prefetchTarget(anchor) : undefined;
      if (href && isNew(href) && allowed()) prefetch(href);
    };
    INTENT_EVENTS.forEach((type) => document.addEventListener(type, onIntent, { passive: true }));

    return () => {
      observer.disconnect();
      mutations.disconnect();
      INTENT_EVENTS.forEach((type) => document.removeEventListener(type, onIntent));
      if (idle !== undefined) (win.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [router, pathname]);

  return null;
}
