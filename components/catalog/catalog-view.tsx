'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { catalogSearch, CATALOG_SORTS, parseCatalogQuery, type CatalogSort } from '@/lib/catalog/catalog-query';
import type { ProductCategory } from '@/lib/catalog/vocabulary';
import type { CarriedValues } from '@/components/upgrade/carried-state';
import { CatalogViewMarkup, type CatalogEntry } from './catalog-view-markup';

const isSort = (value: unknown): value is CatalogSort => (CATALOG_SORTS as readonly unknown[]).includes(value);

/**
 * The catalog with sorting, kept in the URL (`?sort=price-asc`). The server HTML is the
 * recommended order; this live view takes its place once the visitor turns to the sort
 * select, or at once when the address names a query or a sort was picked in the markup
 * before the scripts ran (CatalogViewIsland). A sort picked there (`carried`) wins over
 * the address, and goes into it. Each category is a page of its own; on /products, an old
 * `?category=` link is sent to that page (`categoryHrefs`, given only there), keeping its sort.
 */
export function CatalogView({
  entries,
  nav,
  categoryHrefs,
  carried = {},
}: {
  entries: CatalogEntry[];
  nav: ReactNode;
  categoryHrefs?: Record<ProductCategory, string>;
  carried?: CarriedValues;
}) {
  const pathname = usePathname();
  // The address is the state: sorting replaces it, and a link to another sort changes it.
  const params = useSearchParams();
  const address = params.toString();
  const fromAddress = parseCatalogQuery(params);
  // A sort just picked shows at once, before the router reports the address it wrote.
  const [pick, setPick] = useState(() => (isSort(carried.sort) ? { sort: carried.sort, address } : null));
  const query =
    pick && pick.address === address
      ? { ...fromAddress, sort: pick.sort, invalid: fromAddress.invalid.filter(({ key }) => key !== 'sort') }
      : fromAddress;
  const moveTo = query.category && categoryHrefs ? categoryHrefs[query.category] : undefined;

  const writeAddress = (sort: CatalogSort) =>
    window.history.replaceState(window.history.state, '', `${pathname}${catalogSearch({ category: null, sort })}`);

  function sortBy(sort: CatalogSort) {
    setPick({ sort, address });
    writeAddress(sort);
  }

  // A sort carried over from the markup goes into the address once.
  const writeCarried = useEffectEvent(() => {
    if (isSort(carried.sort)) writeAddress(carried.sort);
  });
  useEffect(() => writeCarried(), []);

  useEffect(() => {
    if (moveTo) window.location.replace(`${moveTo}/${catalogSearch({ category: null, sort: query.sort })}`);
  }, [moveTo, query.sort]);

  return <CatalogViewMarkup entries={entries} nav={nav} query={query} onSort={sortBy} />;
}
