import type { SearchHit } from '@/lib/content-db/search';
import type { FetchState } from '@/hooks/use-fetch-state';
import { searchEn } from '@/lib/i18n/search.en';
import { upgradeEn } from '@/lib/i18n/upgrade.en';
import { fullPageLoad } from '@/browser/full-page-load';

const t = searchEn;

interface Props {
  listId: string;
  open: boolean;
  hits: SearchHit[];
  active: number;
  terms: string;
  state: Pick<FetchState<unknown>, 'pending' | 'error' | 'showSpinner' | 'data'>;
  onPick: (index: number) => void;
  onHover: (index: number) => void;
}

/**
 * The listbox of the header search, plus a polite status line (loading, count, nothing
 * found). No hooks: the server draws it closed in SiteSearchMarkup, SiteSearch live.
 */
export function SearchResults({ listId, open, hits, active, terms, state, onPick, onHover }: Props) {
  const status = !terms.trim()
    ? ''
    : state.error
      ? t.failed
      : !state.data
        ? state.showSpinner
          ? t.loading
          : ''
        : hits.length === 0
          ? t.empty(terms.trim())
          : t.count(hits.length);
  return (
    <div className={`site-search-panel ${open ? 'show' : ''}`}>
      <p className="site-search-status" role="status" aria-live="polite">
        {state.showSpinner && !state.data ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : null}
        {open ? status : ''}
        {open && status === t.failed ? (
          <>
            {' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={() => fullPageLoad.reload()}
            >
              {upgradeEn.reload}
            </button>
          </>
        ) : null}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.label}
        className="site-search-list"
        hidden={!open || hits.length === 0}
      >
        {hits.map((hit, index) => (
          // Keys are the combobox input's (aria-activedescendant, the APG listbox pattern).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input handles the keys
          <li
            key={hit.path}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            onMouseDown={(event) => event.preventDefault() /* keep focus in the input */}
            onMouseEnter={() => onHover(index)}
            onClick={() => onPick(index)}
          >
            <span className="site-search-kind">{t.kinds[hit.kind]}</span>
            <span className="site-search-title">{hit.title}</span>
            <span className="site-search-desc">{hit.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
