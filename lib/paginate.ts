import { PAGINATION } from './constants';

export interface PageSlice<T> {
  items: T[];
  page: number;
  pageCount: number;
}

/** Pages of `perPage` items (spec: 20 per page). Page numbers start at 1; there is always page 1. */
export function paginate<T>(items: T[], page: number, perPage: number = PAGINATION.perPage): PageSlice<T> {
  const size = Number.isInteger(perPage) && perPage > 0 ? perPage : PAGINATION.perPage;
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pageCount)
    throw new RangeError(`page ${page} is not between 1 and ${pageCount}`);
  return { items: items.slice((page - 1) * size, page * size), page, pageCount };
}

/** Path of list page n: page 1 is the list itself, later pages live under /page/<n>. */
export function paginatedPath(basePath: string, page: number): string {
  return page <= 1 ? `${basePath}/` : `${basePath}/page/${page}/`;
}
