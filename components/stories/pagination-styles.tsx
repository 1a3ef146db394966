'use client';

import './pagination.scss';

/** Renders nothing: where it renders (pagination.tsx), Bootstrap's pagination styles are on the page. */
export function PaginationStyles() {
  return null;
}
