'use client';

import { Suspense } from 'react';
import { ModalHost } from '@/components/modal/modal-host';
import { ToastHost } from '@/components/ui/toast-host';
import { useIdleImport } from '@/hooks/use-idle-import';
import { ChunkReload } from './chunk-reload';
import { NavigationEvents } from './navigation-events';
import { OnlineNotice } from './online-notice';

const loadPrefetcher = () => import('./link-prefetcher');

/** Prefetching is idle work itself, so its code also arrives when the browser is idle. */
function IdleLinkPrefetcher() {
  const prefetcher = useIdleImport(loadPrefetcher);
  return prefetcher ? <prefetcher.LinkPrefetcher /> : null;
}

/** The site-wide client runtime, mounted once in the root layout. */
export function ClientRuntime() {
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
    </>
  );
}
