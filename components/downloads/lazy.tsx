'use client';

import dynamic from 'next/dynamic';

/**
 * Client islands that only some pages render, split into their own chunks. Every content
 * page is served by the one catch-all route, so an island imported directly would ship
 * on every page; through dynamic() it loads only where it renders (still server-rendered).
 */
export const DownloadFinderIsland = dynamic(() =>
  import('./download-finder-island').then((m) => m.DownloadFinderIsland),
);
export const CopyButton = dynamic(() => import('./copy-button').then((m) => m.CopyButton));

// A stylesheet imported by a component the route imports is on every page of the route;
// one behind dynamic() is linked only from the pages that render it (docs/performance.md,
// "Styles"). These carry a stylesheet and render nothing.
export const DownloadStyles = dynamic(() => import('./download-styles').then((m) => m.DownloadStyles));
