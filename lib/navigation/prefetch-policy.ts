import { PREFETCH } from '../constants';

interface ConnectionLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on 2g or slow-2g (PREFETCH.skipEffectiveTypes), with save-data, or offline. */
export function canPrefetch(nav: { onLine: boolean; connection?: ConnectionLike }): boolean {
  if (!nav.onLine) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  return !(PREFETCH.skipEffectiveTypes as readonly string[]).includes(connection?.effectiveType ?? '');
}

/**
 * Marks a part of the page content whose links are prefetched on intent only, not on
 * sight: the breadcrumb leads to the same few ancestors from page after page, the
 * catalog's category filter to subsets of the cards already on screen.
 */
export const PREFETCH_ON_INTENT_ATTRIBUTE = 'data-prefetch-on-intent';

/** The props that give an element {@link PREFETCH_ON_INTENT_ATTRIBUTE}: `<nav {...prefetchOnIntent}>`. */
export const prefetchOnIntent = { [PREFETCH_ON_INTENT_ATTRIBUTE]: true } as const;
