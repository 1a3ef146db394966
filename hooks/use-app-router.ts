'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { loadingBar } from '@/browser/loading-bar';
import { setNavigationTarget } from '@/browser/chunk-recovery';
import { sameRoute } from '@/lib/navigation/link-rules';
import { PAGE_TRANSITION } from '@/lib/constants';

type NavigateOptions = Parameters<ReturnType<typeof useRouter>['push']>[1];

/**
 * `useRouter()` whose push and replace start the loading bar like a link click does
 * (Next.js has no router events to listen to), record where they go, so a chunk that
 * fails on the way loads that page in full (browser/chunk-recovery.ts), and mark
 * the navigation with the transition type that runs the page transition
 * (app/layout.tsx). Use it instead of next/navigation's useRouter for programmatic
 * navigation; arrival finishes the bar and clears the target (NavigationEvents). Only a
 * change of route does all this: a new query or hash on the same page neither shows the
 * bar nor fades the content.
 */
export function useAppRouter() {
  const router = useRouter();
  return useMemo(() => {
    const asNavigation = (href: string, options: NavigateOptions): NavigateOptions => {
      if (sameRoute(new URL(href, window.location.href), new URL(window.location.href))) return options;
      loadingBar.start();
      setNavigationTarget(href);
      return { ...options, transitionTypes: [...(options?.transitionTypes ?? []), PAGE_TRANSITION.name] };
    };
    return {
      ...router,
      push: (href: string, options?: NavigateOptions) => router.push(href, asNavigation(href, options)),
      replace: (href: string, options?: NavigateOptions) => router.replace(href, asNavigation(href, options)),
    };
  }, [router]);
}
