'use client';

import { Suspense } from 'react';
import { ModalRoot } from '@/components/modal/modal-root';
import { ChunkReload } from './chunk-reload';
import { LinkPrefetcher } from './link-prefetcher';
import { NavigationEvents } from './navigation-events';
import { OnlineNotice } from './online-notice';

/** The site-wide client runtime, mounted once in the root layout. */
export function ClientRuntime() {
  return (
    <>
      {/* useSearchParams needs a Suspense boundary in a statically exported layout. */}
      <Suspense fallback={null}>
        <NavigationEvents />
      </Suspense>
      <LinkPrefetcher />
      <ChunkReload />
      <OnlineNotice />
      <ModalRoot />
    </>
  );
}
