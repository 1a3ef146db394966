'use client';

import { useRouter, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH } from '@/lib/constants';
import { canPrefetch } from '@/lib/navigation/prefetch-policy';
import { isPagePath } from '@/lib/navigation/page-href';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Spec §9 prefetching: internal links that enter the viewport are prefetched when the
 * browser is idle (at the latest after 2000 ms), never on 2g/slow-2g, with save-data or
 * offline. The site's links are plain anchors (components/navigation/link.tsx), so
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

    const flush = () => {
      idle = undefined;
      const nav = navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
      if (!canPrefetch(nav)) return queue.clear();
      for (const href of queue) {
        done.add(href);
        router.prefetch(href);
      }
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
        const url = new URL(anchor.href, window.location.href);
        if (
          url.origin !== window.location.origin ||
          anchor.target === '_blank' ||
          anchor.hasAttribute('download') ||
          !isPagePath(url.pathname)
        )
          continue;
        const href = url.pathname + url.search;
        if (!done.has(url.pathname) && !done.has(href)) queue.add(href);
      }
      if (queue.size > 0) schedule();
    });
    const observeAll = () =>
      document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]').forEach((a) => observer.observe(a));
    observeAll();
    // Links rendered later (menus, search results) join in.
    const mutations = new MutationObserver(() => observeAll());
    mutations.observe(document.body, { childList: true, subtree: true });

    return () => {
      observer.disconnect();
      mutations.disconnect();
      if (idle !== undefined) (win.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [router, pathname]);

  return null;
}
