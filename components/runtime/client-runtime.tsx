'use client';

import { useEffect, useState } from 'react';
import { recoverFromChunkError } from '@/browser/chunk-recovery';
// Side effect: its popstate listener must be in place before Next.js adds its own.
import './popstate-relay';

type RuntimeModule = typeof import('./runtime');

const loadRuntime = (): Promise<RuntimeModule> => import('./runtime');

/**
 * The site-wide client runtime (./runtime.tsx: client navigation with the loading bar and
 * scroll handling, idle link prefetching, chunk-failure reload, the offline notice, the
 * modal and toast hosts), mounted once in the root layout. None of it is needed to paint
 * or hydrate a page, and everything it adds improves what already works (links load pages
 * in full until then), so its code is not part of any page's first load: it is fetched as
 * soon as the page has hydrated. Lost to a dropped connection, it is tried again once
 * back online; missing because a deploy replaced it, it goes to the chunk recovery
 * (browser/chunk-recovery.ts), as the runtime's own chunk-failure handling would.
 */
export function ClientRuntime() {
  const [runtime, setRuntime] = useState<RuntimeModule | null>(null);
  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void loadRuntime().then(
        (module) => {
          if (!cancelled) setRuntime(module);
        },
        (error: unknown) => {
          if (cancelled) return;
          if (!navigator.onLine) window.addEventListener('online', load, { once: true });
          // A deploy replaced the chunks since this page was served.
          else recoverFromChunkError(error);
        },
      );
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, []);
  return runtime ? <runtime.Runtime /> : null;
}
