'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFetchState } from '@/hooks/use-fetch-state';
import { importForPage } from '@/browser/import-for-page';
import { useAppRouter } from '@/hooks/use-app-router';
import type { CarriedValues } from '@/components/upgrade/carried-state';
import { SearchResults } from './search-results';
import { SEARCH_LIST_ID } from './search-ids';
import { SiteSearchMarkup } from './site-search-markup';
import './site-search.scss';

/**
 * MiniSearch, the query engine and the HTTP client arrive on first focus (or `/`), not with
 * the page. Their chunk is this page's need: if it fails, the page reloads (at most once a minute).
 */
const loadIndex = () => importForPage(() => import('@/browser/site-search')).then((m) => m.loadSiteSearch());

/**
 * Header search (combobox with a listbox, WAI-ARIA pattern): results appear while typing,
 * arrows move through them, Enter opens one, Escape closes the list and then clears. The
 * content database and search code load on first focus, not with the page. `icon` is
 * drawn by the server (SiteHeader), so the icon set stays out of the client bundle. It
 * replaces the server's SiteSearchMarkup once loaded (SearchIsland, which also owns the
 * `/` shortcut); `carried` holds what was typed before.
 */
export function SiteSearch({ icon, carried }: { icon?: ReactNode; carried?: CarriedValues }) {
  const listId = SEARCH_LIST_ID;
  const input = useRef<HTMLInputElement>(null);
  const router = useAppRouter();
  const pathname = usePathname();
  const db = useFetchState(loadIndex);
  const [terms, setTerms] = useState(typeof carried?.q === 'string' ? carried.q : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const hits = useMemo(() => (db.data ? db.data.search(terms) : []), [db.data, terms]);

  // A new page closes and clears the search (not on mount: `carried` terms stay).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
    setTerms('');
  }, [pathname]);

  const go = (index: number) => {
    const hit = hits[index];
    if (!hit?.path) return;
    setOpen(false);
    input.current?.blur();
    router.push(hit.path === '/' ? '/' : `${hit.path}/`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 && step < 0 ? count - 1 : (i + step + count) % count));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      go(active);
    } else if (event.key === 'Escape') {
      if (open && terms) setOpen(false);
      else setTerms('');
    }
  };

  const showList = open && terms.trim().length > 0;
  return (
    <SiteSearchMarkup
      icon={icon}
      inputRef={input}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      input={{
        'aria-expanded': showList,
        'aria-activedescendant': showList && active >= 0 ? `${listId}-${active}` : undefined,
        value: terms,
        onFocus: () => {
          if (!db.data && !db.pending) void db.run();
          setOpen(true);
        },
        onChange: (event) => {
          setTerms(event.target.value);
          setActive(-1);
          setOpen(true);
        },
        onKeyDown,
      }}
      results={
        <SearchResults
          listId={listId}
          open={showList}
          hits={hits}
          active={active}
          terms={terms}
          state={db}
          onPick={go}
          onHover={setActive}
        />
      }
    />
  );
}
