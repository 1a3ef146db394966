'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { resolveRouteGuards, runRouteGuards } from '@/lib/route-guards/registry';

/**
 * Runs the page's route guards (its `middleware:` frontmatter) before the page is used. An unknown
 * name throws while rendering, so app/error.tsx shows "Unknown middleware {name}" (500);
 * a redirect replaces the URL silently.
 */
export function RouteGuards({ names, path }: { names: string[]; path: string }) {
  resolveRouteGuards(names); // throws StatusError for an unknown name
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);
  if (error) throw error;

  useEffect(() => {
    try {
      const target = runRouteGuards(names, { path, window });
      if (target) router.replace(target);
    } catch (caught) {
      // An effect cannot throw into the error boundary; the next render rethrows it.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the error has to reach app/error.tsx
      setError(caught);
    }
  }, [names, path, router]);
  return null;
}
