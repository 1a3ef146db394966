import type { ReactNode } from 'react';
import {
  applyCatalogQuery,
  CATALOG_SORTS,
  type CatalogItem,
  type CatalogQuery,
  type CatalogSort,
} from '@/lib/catalog/catalog-query';
import { catalogEn } from '@/lib/i18n/catalog.en';
import { Select } from '@/components/ui/select';

export type CatalogEntry = CatalogItem & { card: ReactNode };

/** What the server HTML shows: the recommended order, nothing to report. */
const SERVER_QUERY: Pick<CatalogQuery, 'sort' | 'invalid'> = { sort: 'featured', invalid: [] };

/**
 * The catalog's markup, without hooks: the category links (`nav`), the sort select and the
 * grid in `query`'s order. Rendered by the server in the recommended order (the stand-in
 * until CatalogView loads, see MarkupUpgrade), and by CatalogView with the address's query
 * and `onSort`. The select is hidden where scripts never run (_catalog.scss).
 */
export function CatalogViewMarkup({
  entries,
  nav,
  query = SERVER_QUERY,
  onSort,
}: {
  entries: CatalogEntry[];
  nav: ReactNode;
  query?: Pick<CatalogQuery, 'sort' | 'invalid'>;
  onSort?: (sort: CatalogSort) => void;
}) {
  const shown = applyCatalogQuery(entries, { category: null, sort: query.sort });
  const t = catalogEn;
  return (
    <div className="product-catalog my-4">
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
            name="sort"
            {...(onSort
              ? { value: query.sort, onChange: (event) => onSort(event.target.value as CatalogSort) }
              : { defaultValue: query.sort })}
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
      <ul className="row g-4 list-unstyled mb-0" aria-label={t.results}>
        {shown.map((entry) => (
          <li key={entry.slug} className="col-sm-6 col-lg-4 col-xl-3" data-slug={entry.slug}>
            {entry.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
