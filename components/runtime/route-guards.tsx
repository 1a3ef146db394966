'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * Runs the page's route guards (its `middleware:` frontmatter) on a client navigation; on a
 * full load their inline scripts have already run before the page showed
 * (lib/route-guards/first-load.ts). The registry loads after hydration, so it is not part
 * of the page's first load. An unknown name (content:check rejects it at build) reaches
 * app/error.tsx as "Unknown middleware {name}" (500); a redirect replaces the URL silently.
 */
export function RouteGuards({ names, path }: { names: string[]; path: string }) {
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);
  if (error) throw error;

  useEffect(() => {
    let current = true;
    import('@/lib/route-guards/registry').then(
      ({ runRouteGuards }) => {
        if (!current) return;
        try {
          const target = runRouteGuards(names, { path, window });
          if (target) router.replace(target);
        } catch (caught) {
          // An effect cannot throw into the error boundary; the next render rethrows it.
          setError(caught);
        }
      },
      // A failed chunk: the page stays; chunk recovery deals with a broken deploy.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [names, path, router]);
  return null;
}
