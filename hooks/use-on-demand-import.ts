'use client';

import { useEffect, useState } from 'react';
import { whenRequested, type OnDemandFeature } from '@/browser/on-demand';

/**
 * Loads a module the first time `feature` is requested (browser/on-demand.ts) and returns
 * it; null until then. Render its components as `<module.Name />`. A failed chunk is left
 * to components/runtime/chunk-reload.tsx, like any other.
 */
export function useOnDemandImport<M>(feature: OnDemandFeature, load: () => Promise<M>): M | null {
  const [value, setValue] = useState<M | null>(null);
  useEffect(() => {
    let cancelled = false;
    const unsubscribe = whenRequested(feature, () => {
      void load().then((module) => {
        if (!cancelled) setValue(module);
      });
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // The feature and its loader are fixed per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
