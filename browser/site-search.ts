'use client';

import { loadContentDb } from './content-db';
import { siteSearch } from '@/lib/content-db/search';

/**
 * Everything the header search needs after its first focus: the content database (through
 * the HTTP client, ofetch) and the query engine (MiniSearch). The header imports this with
 * import(), so neither is part of any page's first load.
 */
export async function loadSiteSearch() {
  const { documents } = await loadContentDb();
  return { search: (terms: string) => siteSearch(documents, terms) };
}
