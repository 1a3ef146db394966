import type { FocusEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { searchEn } from '@/lib/i18n/search.en';
import { SEARCH_INPUT_ID, SEARCH_LIST_ID } from './search-ids';
import { SearchResults } from './search-results';

const t = searchEn;

const noop = () => undefined;

/**
 * The header search's markup, without hooks: the server renders it closed as the stand-in
 * until SiteSearch loads (MarkupUpgrade), and SiteSearch renders it live with its input
 * handlers and results. `icon` is drawn by the server (SiteHeader), and so is the stand-in's
 * `notice`, shown where the results would be if the search's code cannot load.
 */
export function SiteSearchMarkup({
  icon,
  inputRef,
  input = {},
  onBlur,
  results,
  notice,
}: {
  icon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  input?: InputHTMLAttributes<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  results?: ReactNode;
  notice?: ReactNode;
}) {
  return (
    <div className="site-search" role="search" onBlur={onBlur}>
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {t.label}
      </label>
      {icon}
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        name="q"
        // The APG combobox is a text input: HTML allows role="combobox" on type="text" only.
        type="text"
        className="form-control"
        placeholder={t.placeholder}
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        aria-controls={SEARCH_LIST_ID}
        aria-keyshortcuts="/"
        {...input}
      />
      <kbd className="site-search-key d-none d-lg-inline" aria-hidden="true">
        /
      </kbd>
      {results ?? (
        <SearchResults
          listId={SEARCH_LIST_ID}
          open={false}
          hits={[]}
          active={-1}
          terms=""
          state={{ data: undefined, pending: false, error: null, showSpinner: false }}
          onPick={noop}
          onHover={noop}
        />
      )}
      {notice}
    </div>
  );
}
