'use client';

import Link from '@/components/navigation/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import {
  applyCatalogQuery,
  catalogSearch,
  CATALOG_SORTS,
  parseCatalogQuery,
  type CatalogItem,
  type CatalogSort,
} from '@/lib/catalog/catalog-query';
import { PRODUCT_CATEGORIES } from '@/lib/catalog/vocabulary';
import { catalogEn } from '@/lib/i18n/catalog.en';

export type CatalogEntry = CatalogItem & { card: ReactNode };

/** Filter links, sort select and the filtered grid, driven by the URL query. */
export function CatalogView({ entries }: { entries: CatalogEntry[] }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const query = parseCatalogQuery(params);
  const shown = applyCatalogQuery(entries, query);
  const href = (next: Partial<typeof query>) => `${pathname}${catalogSearch({ ...query, ...next })}`;
  const t = catalogEn;

  return (
    <div className="product-catalog my-4">
      <div
        className="catalog-controls d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3"
        role="group"
        aria-label={t.filters}
      >
        <nav aria-label={t.category}>
          <ul className="nav nav-pills catalog-filters gap-1">
            {[null, ...PRODUCT_CATEGORIES].map((category) => (
              <li key={category ?? 'all'} className="nav-item">
                <Link
                  className={`nav-link ${query.category === category ? 'active' : ''}`}
                  href={href({ category })}
                  aria-current={query.category === category ? 'page' : undefined}
                >
                  {category ? t.categories[category] : t.all}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="d-flex align-items-center gap-2">
          <label htmlFor="catalog-sort" className="small fw-semibold text-nowrap">
            {t.sortBy}
          </label>
          <select
            id="catalog-sort"
            className="form-select"
            value={query.sort}
            onChange={(event) =>
              window.history.replaceState(null, '', href({ sort: event.target.value as CatalogSort }))
            }
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
