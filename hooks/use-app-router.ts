'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { loadingBar } from '@/browser/loading-bar';
import { setNavigationTarget } from '@/browser/chunk-recovery';
import { sameRoute } from '@/lib/navigation/link-rules';

/**
 * `useRouter()` whose push and replace start the loading bar like a link click does
 * (Next.js has no router events to listen to) and record where they go, so a chunk that
 * fails on the way loads that page in full (spec §8, browser/chunk-recovery.ts). Use it
 * instead of next/navigation's useRouter for programmatic navigation; arrival finishes
 * the bar and clears the target (NavigationEvents).
 */
export function useAppRouter() {
  const router = useRouter();
  return useMemo(() => {
    const startIfRouteChanges = (href: string) => {
      if (sameRoute(new URL(href, window.location.href), new URL(window.location.href))) return;
      loadingBar.start();
      setNavigationTarget(href);
    };
    return {
      ...router,
      push: (href: string, options?: Parameters<typeof router.push>[1]) => {
        startIfRouteChanges(href);
        router.push(href, options);
      },
      replace: (href: string, options?: Parameters<typeof router.replace>[1]) => {
        startIfRouteChanges(href);
        router.replace(href, options);
      },
    };
  }, [router]);
}
