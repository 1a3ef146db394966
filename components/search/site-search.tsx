'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFetchState } from '@/lib/hooks/use-fetch-state';
import { searchEn } from '@/lib/i18n/search.en';
import { useAppRouter } from '@/lib/navigation/use-app-router';
import { SearchResults } from './search-results';

const t = searchEn;
/** MiniSearch, the query engine and the HTTP client arrive on first focus (or `/`), not with the page. */
const loadIndex = () => import('@/lib/content-db/search-index').then((m) => m.loadSiteSearch());
const isEditable = (el: Element | null) =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el as HTMLElement | null)?.isContentEditable === true;

/**
 * Header search (combobox with a listbox, WAI-ARIA pattern): `/` focuses it, results
 * appear while typing, arrows move through them, Enter opens one, Escape closes the list
 * and then clears. The content database and search code load on first focus, not with the page.
 * `icon` is drawn by the server (SiteHeader), so the icon set stays out of the client bundle.
 */
export function SiteSearch({ icon }: { icon?: ReactNode }) {
  const id = useId();
  const listId = `${id}-results`;
  const input = useRef<HTMLInputElement>(null);
  const router = useAppRouter();
  const pathname = usePathname();
  const db = useFetchState(loadIndex);
  const [terms, setTerms] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const hits = useMemo(() => (db.data ? db.data.search(terms) : []), [db.data, terms]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isEditable(document.activeElement)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
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
    <div className="site-search" role="search" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t.label}
      </label>
      {icon}
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        className="form-control"
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-keyshortcuts="/"
        value={terms}
        onFocus={() => {
          if (!db.data && !db.pending) void db.run();
          setOpen(true);
        }}
        onChange={(event) => {
          setTerms(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <kbd className="site-search-key d-none d-lg-inline" aria-hidden="true">
        /
      </kbd>
      <SearchResults listId={listId} open={showList} hits={hits} active={active} terms={terms} state={db} onPick={go} onHover={setActive} />
    </div>
  );
}
