'use client';

import type { ReactNode } from 'react';
import type { ProductDownloads } from '@/lib/downloads/by-product';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';

const loadFinder = () => import('./download-finder').then((m) => m.DownloadFinder);

/**
 * There is something for the live finder to apply right away: filters named in the
 * address, or a product or type picked in the markup before the scripts ran.
 */
function filtersWaiting(box: HTMLElement): boolean {
  const params = new URLSearchParams(window.location.search);
  if (params.has('product') || params.has('type')) return true;
  const product = box.querySelector<HTMLSelectElement>('select[name="product"]')?.value ?? '';
  const type = box.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value ?? '';
  return product !== '' || type !== '';
}

const loadIfFiltersWaiting = (box: HTMLElement, load: () => void) => {
  if (filtersWaiting(box)) load();
};

/** The download centre's finder: server markup (`children`) until DownloadFinder loads (see MarkupUpgrade). */
export function DownloadFinderIsland({ products, children }: { products: ProductDownloads[]; children: ReactNode }) {
  return (
    <MarkupUpgrade load={loadFinder} props={{ products }} loadWhen={loadIfFiltersWaiting}>
      {children}
    </MarkupUpgrade>
  );
}
