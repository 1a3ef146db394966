'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import type { ProductDownloads } from '@/lib/downloads/by-product';
import type { CarriedValues } from '@/components/upgrade/carried-state';
import { DownloadFinderMarkup, filtersFrom, type FinderFilters } from './download-finder-markup';

function writeAddress({ product, type }: FinderFilters) {
  const params = new URLSearchParams();
  if (product) params.set('product', product);
  if (type) params.set('type', type);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
}

/**
 * Find downloads by product and type. The server HTML lists everything (the filters
 * only narrow it), so the page is complete without JavaScript; this live finder takes its
 * place once the visitor turns to the filters, or at once when the address names filters
 * (`?product=&type=`, so product pages and e-mails can link straight in) or a choice was
 * made in the markup before the scripts ran (DownloadFinderIsland). The visitor's choice
 * (`carried` from the markup) wins over the address, and goes into it.
 */
export function DownloadFinder({ products, carried = {} }: { products: ProductDownloads[]; carried?: CarriedValues }) {
  const chosen = Object.keys(carried).length > 0;
  const [filters, setFilters] = useState(() =>
    filtersFrom(
      chosen ? new URLSearchParams(carried as Record<string, string>).toString() : window.location.search,
      products,
    ),
  );

  // The choice carried over from the markup goes into the address once; later ones as
  // they are made.
  const writeCarried = useEffectEvent(() => {
    if (chosen) writeAddress(filters);
  });
  useEffect(() => writeCarried(), []);

  function update(next: FinderFilters) {
    setFilters(next);
    writeAddress(next);
  }

  return <DownloadFinderMarkup products={products} filters={filters} onChange={update} />;
}
