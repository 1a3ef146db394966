import Link from '@/components/navigation/link';
import { messages } from '@/lib/i18n';
import { paginatedPath } from '@/lib/paginate';
import { PaginationStyles } from './lazy';

const t = messages.stories;

/** Numbered page links; renders nothing when everything fits on one page. */
export function Pagination({ basePath, page, pageCount }: { basePath: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label={t.pagination} className="my-4">
      <PaginationStyles />
      <ul className="pagination justify-content-center">
        {page > 1 ? (
          <li className="page-item">
            <Link className="page-link" href={paginatedPath(basePath, page - 1)} rel="prev">
              {t.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((n) => (
          <li key={n} className={`page-item${n === page ? ' active' : ''}`}>
            <Link
              className="page-link"
              href={paginatedPath(basePath, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t.page(n)}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount ? (
          <li className="page-item">
            <Link className="page-link" href={paginatedPath(basePath, page + 1)} rel="next">
              {t.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
