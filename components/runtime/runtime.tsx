'use client';

import { Suspense, useEffect } from 'react';
import { ModalHost } from '@/components/modal/modal-host';
import { ToastHost } from '@/components/ui/toast-host';
import { useIdleImport } from '@/hooks/use-idle-import';
import { setPlatformAttribute } from '@/browser/platform-attribute';
import { watchLazyImages } from '@/browser/lazy-images';
import { handleAddToCartSubmits } from '@/components/cart/add-to-cart-submits';
import { handleVideoClicks } from '@/components/media/video-clicks';
import { RUNTIME_READY_ATTRIBUTE } from './runtime-ready';
import { ChunkReload } from './chunk-reload';
import { NavigationEvents } from './navigation-events';
import { OnlineNotice } from './online-notice';

const loadPrefetcher = () => import('./link-prefetcher');

/** Prefetching is idle work itself, so its code also arrives when the browser is idle. */
function IdleLinkPrefetcher() {
  const prefetcher = useIdleImport(loadPrefetcher);
  return prefetcher ? <prefetcher.LinkPrefetcher /> : null;
}

/**
 * Marks <html> once the runtime's effects run: from then on a link click is a client
 * navigation. Before that, it names the visitor's platform for release pages reached by one.
 */
function ReadyMark() {
  useEffect(() => {
    setPlatformAttribute();
    document.documentElement.setAttribute(RUNTIME_READY_ATTRIBUTE, '');
  }, []);
  return null;
}

/** Below-the-fold pictures load as they come near (components/media/lazy-picture.tsx). */
function LazyImages() {
  useEffect(() => watchLazyImages(), []);
  return null;
}

/**
 * Controls that are server HTML with no island: add-to-cart forms add in place
 * (components/cart/add-to-cart-submits.ts), video buttons open or play
 * (components/media/video-clicks.ts).
 */
function ServerControls() {
  useEffect(() => {
    const stops = [handleAddToCartSubmits(), handleVideoClicks()];
    return () => stops.forEach((stop) => stop());
  }, []);
  return null;
}

/** The site-wide client runtime (loaded by ./client-runtime.tsx once the page has hydrated). */
export function Runtime() {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary in a statically exported layout. */}
      <Suspense fallback={null}>
        <NavigationEvents />
      </Suspense>
      <IdleLinkPrefetcher />
      <ChunkReload />
      <OnlineNotice />
      <ModalHost />
      <ToastHost />
      <LazyImages />
      <ServerControls />
      <ReadyMark />
    </>
  );
}
