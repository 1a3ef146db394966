'use client';

import { http } from '@/lib/http/client';
import { CONTENT_DB_META, type ContentDb } from '@/lib/content-db/types';

/**
 * The browser side of the content database: the URL comes from the meta tag the build
 * wrote, the file is fetched once per page life (with the HTTP client's retries) and
 * every query runs in memory over it: `query((await loadContentDb()).documents).where(…)`.
 */
let pending: Promise<ContentDb> | undefined;

function contentDbUrl(doc: Document = document): string {
  const url = doc.querySelector<HTMLMetaElement>(`meta[name="${CONTENT_DB_META}"]`)?.content;
  if (!url) throw new Error(`The page has no <meta name="${CONTENT_DB_META}">; the content database cannot be found`);
  return url;
}

export function loadContentDb(): Promise<ContentDb> {
  pending ??= http<ContentDb>(contentDbUrl(), { responseType: 'json' }).catch((error: unknown) => {
    pending = undefined; // let the next attempt try again
    throw error;
  });
  return pending;
}
