'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { loadingBar } from '@/browser/loading-bar';
import { sameRoute } from '@/lib/navigation/link-rules';

/**
 * `useRouter()` whose push and replace start the loading bar like a link click does
 * (Next.js has no router events to listen to). Use it instead of next/navigation's
 * useRouter for programmatic navigation; arrival finishes the bar (NavigationEvents).
 */
export function useAppRouter() {
  const router = useRouter();
  return useMemo(() => {
    const startIfRouteChanges = (href: string) => {
      if (!sameRoute(new URL(href, window.location.href), new URL(window.location.href))) loadingBar.start();
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
