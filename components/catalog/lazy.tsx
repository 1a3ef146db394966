'use client';

import dynamic from 'next/dynamic';

/**
 * Client islands that only some pages render, split into their own chunks. Every content
 * page is served by the one catch-all route, so an island imported directly would ship
 * on every page; through dynamic() it loads only where it renders (still server-rendered).
 */
export const CatalogViewIsland = dynamic(() => import('./catalog-view-island').then((m) => m.CatalogViewIsland));
// The comparison's URL state carries its stylesheet (comparison.scss); the table is server HTML.
export const ComparisonUrlState = dynamic(() => import('./comparison-view').then((m) => m.ComparisonUrlState));
