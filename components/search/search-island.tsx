'use client';

import { useEffect, type ReactNode } from 'react';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import { SEARCH_INPUT_ID } from './search-ids';

const loadSearch = () => import('./site-search').then((m) => m.SiteSearch);

const isEditable = (el: Element | null) =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLTextAreaElement ||
  el instanceof HTMLSelectElement ||
  (el as HTMLElement | null)?.isContentEditable === true;

/**
 * The header search: server markup (`children`) until SiteSearch loads (see MarkupUpgrade).
 * The `/` shortcut lives here, so it works from the first moment: focusing the field also
 * fetches the search if it has not arrived yet.
 */
export function SearchIsland({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isEditable(document.activeElement))
        return;
      event.preventDefault();
      document.getElementById(SEARCH_INPUT_ID)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <MarkupUpgrade load={loadSearch} props={{ icon }}>
      {children}
    </MarkupUpgrade>
  );
}
