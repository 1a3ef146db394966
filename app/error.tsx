'use client';

import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { statusOf } from '@/lib/error-status';
import { errorEn, notFoundEn } from '@/lib/i18n/errors.en';
import { failLoadingBar } from '@/browser/loading-bar-fail';
import { recoverFromChunkError } from '@/browser/chunk-recovery';
import { isChunkLoadError } from '@/browser/reload-guard';
import { fullPageLoad } from '@/browser/full-page-load';

/**
 * An unhandled route error shows its message and its status code (500 if none).
 * A chunk that failed reloads the page (at most once a minute); when it does not, the page
 * says it could not load and offers to load it again.
 */
export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = statusOf(error);
  useEffect(() => {
    console.error(error);
    // A navigation that ends here failed: the bar shows its failed style. A missing chunk
    // (new deploy) reloads the page instead, at most once a minute.
    failLoadingBar();
    recoverFromChunkError(error);
  }, [error]);
  // Its code could not load and the page was not loaded afresh: rendering it again would
  // fail the same way, a full load gets the new deploy's code.
  const chunk = isChunkLoadError(error);
  return (
    <div className="container py-5 text-center page-main" role="alert">
      <p className="not-found-code" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-3">{chunk ? errorEn.chunkTitle : error.message || errorEn.title}</h1>
      <p className="text-secondary">{chunk ? errorEn.chunkLead : `${errorEn.status} ${status}`}</p>
      <div className="d-flex gap-2 justify-content-center mt-4">
        <button type="button" className="btn btn-primary" onClick={chunk ? () => fullPageLoad.reload() : reset}>
          {chunk ? errorEn.reload : errorEn.retry}
        </button>
        <Link className="btn btn-outline-primary" href="/">
          {notFoundEn.home}
        </Link>
      </div>
    </div>
  );
}
