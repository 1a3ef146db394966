'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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
import { Select } from '@/components/ui/select';

export type CatalogEntry = CatalogItem & { card: ReactNode };

/**
 * Reports the URL's query to the catalog after hydration and on every change. It is the
 * only part that reads useSearchParams, which a static export cannot know at build time:
 * React renders it in the browser alone (it shows nothing), so the catalog around it is
 * hydrated from the server HTML instead of being rendered again.
 */
function SearchListener({ onSearch }: { onSearch: (search: string) => void }) {
  const params = useSearchParams();
  useEffect(() => onSearch(params.toString()), [params, onSearch]);
  return null;
}

/**
 * The category links (server-rendered `nav`), the sort select and the grid in the order the
 * URL asks for. The server HTML is the recommended order; the URL's sort applies once the
 * page is hydrated (the select is hidden where scripts never run: _catalog.scss). Each
 * category is a page of its own; on /products, an old `?category=` link is sent to that page
 * (`categoryHrefs`, given only there), keeping its sort.
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
  const [search, setSearch] = useState('');
  const pathname = usePathname();
  const select = useRef<HTMLSelectElement>(null);
  const query = parseCatalogQuery(new URLSearchParams(search));
  const moveTo = query.category && categoryHrefs ? categoryHrefs[query.category] : undefined;
  const shown = applyCatalogQuery(entries, { ...query, category: null });
  const t = catalogEn;

  const sortBy = useCallback(
    (sort: CatalogSort) => {
      const sorted = catalogSearch({ category: null, sort });
      window.history.replaceState(null, '', `${pathname}${sorted}`);
      setSearch(sorted.slice(1));
    },
    [pathname],
  );

  // The select is server HTML the visitor may have used while the scripts loaded (hydration
  // leaves its value alone): on the first report, a sort picked there wins over the URL's.
  const urlRead = useRef(false);
  const onSearch = useCallback(
    (current: string) => {
      const picked = urlRead.current
        ? undefined
        : [...(select.current?.options ?? [])].find((option) => option.selected && !option.defaultSelected);
      urlRead.current = true;
      if (picked) sortBy(picked.value as CatalogSort);
      else setSearch(current);
    },
    [sortBy],
  );

  useEffect(() => {
    if (moveTo) window.location.replace(`${moveTo}/${catalogSearch({ category: null, sort: query.sort })}`);
  }, [moveTo, query.sort]);

  return (
    <div className="product-catalog my-4">
      <Suspense fallback={null}>
        <SearchListener onSearch={onSearch} />
      </Suspense>
      <div
        className="catalog-controls d-flex flex-wrap gap-3 align-items-end justify-content-between mb-3"
        role="group"
        aria-label={t.filters}
      >
        {nav}
        <div className="catalog-sort d-flex align-items-center gap-2">
          <label htmlFor="catalog-sort" className="small fw-semibold text-nowrap">
            {t.sortBy}
          </label>
          <Select
            id="catalog-sort"
            ref={select}
            value={query.sort}
            onChange={(event) => sortBy(event.target.value as CatalogSort)}
          >
            {CATALOG_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </Select>
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
