'use client';

import './tree-list.scss';

/** Renders nothing: where it renders (tree-list.tsx), the tree list's stylesheet is on the page. */
export function TreeListStyles() {
  return null;
}
