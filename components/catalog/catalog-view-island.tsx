'use client';

import type { ReactNode } from 'react';
import type { ProductCategory } from '@/lib/catalog/vocabulary';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import type { CatalogEntry } from './catalog-view-markup';

const loadCatalog = () => import('./catalog-view').then((m) => m.CatalogView);

/**
 * There is something for the live catalog to apply right away: a query in the address
 * (a sort, an old `?category=` link, a value to report as not understood), or a sort
 * picked in the markup before the scripts ran.
 */
function queryWaiting(box: HTMLElement): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.has('sort') || params.has('category')) return true;
  const select = box.querySelector<HTMLSelectElement>('select[name="sort"]');
  return !!select && !select.options[select.selectedIndex]?.defaultSelected;
}

const loadIfQueryWaiting = (box: HTMLElement, load: () => void) => {
  if (queryWaiting(box)) load();
};

/**
 * The catalog: server markup (`children`, the recommended order) until CatalogView loads
 * (see MarkupUpgrade), when the visitor turns to the sort select or the address asks for it.
 */
export function CatalogViewIsland({
  entries,
  nav,
  categoryHrefs,
  children,
}: {
  entries: CatalogEntry[];
  nav: ReactNode;
  categoryHrefs?: Record<ProductCategory, string>;
  children: ReactNode;
}) {
  return (
    <MarkupUpgrade
      load={loadCatalog}
      props={{ entries, nav, categoryHrefs }}
      loadWhen={loadIfQueryWaiting}
      intentWithin=".catalog-sort"
    >
      {children}
    </MarkupUpgrade>
  );
}
