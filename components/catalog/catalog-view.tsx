'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import {
  applyCatalogQuery,
  catalogSearch,
  CATALOG_SORTS,
  parseCatalogQuery,
  type CatalogItem,
  type CatalogSort,
} from '@/lib/catalog/catalog-query';
import type { ProductCategory } from '@/lib/catalog/vocabulary';
import { catalogEn } from '@/lib/i18n/catalog.en';

export type CatalogEntry = CatalogItem & { card: ReactNode };

/**
 * The category links (server-rendered `nav`), the sort select and the grid in the order the
 * URL asks for. Each category is a page of its own; on /products, an old `?category=` link
 * is sent to that page (`categoryHrefs`, given only there), keeping its sort.
 */
export function CatalogView({
  entries,
  nav,
  categoryHrefs,
}: {
  entries: CatalogEntry[];
  nav: ReactNode;
  categoryHrefs?: Record<ProductCategory, string>;
}) {
  const params = useSearchParams();
  const pathname = usePathname();
  const query = parseCatalogQuery(params);
  const moveTo = query.category && categoryHrefs ? categoryHrefs[query.category] : undefined;
  const shown = applyCatalogQuery(entries, { ...query, category: null });
  const href = (sort: CatalogSort) => `${pathname}${catalogSearch({ category: null, sort })}`;
  const t = catalogEn;

  useEffect(() => {
    if (moveTo) window.location.replace(`${moveTo}/${catalogSearch({ category: null, sort: query.sort })}`);
  }, [moveTo, query.sort]);

  return (
    <div className="product-catalog my-4">
      <div
        className="catalog-controls d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3"
        role="group"
        aria-label={t.filters}
      >
        {nav}
        <div className="d-flex align-items-center gap-2">
          <label htmlFor="catalog-sort" className="small fw-semibold text-nowrap">
            {t.sortBy}
          </label>
          <select
            id="catalog-sort"
            className="form-select"
            value={query.sort}
            onChange={(event) => window.history.replaceState(null, '', href(event.target.value as CatalogSort))}
          >
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.invalid.map(({ key, value }) => (
        <p key={key} className="alert alert-warning py-2" role="alert">
          {t.invalid(key, value)}
        </p>
      ))}
      <p className="small text-secondary" role="status" aria-live="polite">
        {t.showing(shown.length, entries.length)}
      </p>
      <CatalogGrid entries={shown} />
    </div>
  );
}

export function CatalogGrid({ entries }: { entries: CatalogEntry[] }) {
  return (
    <ul className="row g-4 list-unstyled mb-0" aria-label={catalogEn.results}>
      {entries.map((entry) => (
        <li key={entry.slug} className="col-sm-6 col-lg-4 col-xl-3" data-slug={entry.slug}>
          {entry.card}
        </li>
      ))}
    </ul>
  );
}
