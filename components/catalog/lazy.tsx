'use client';

import dynamic from 'next/dynamic';

/**
 * Client islands that only some pages render, split into their own chunks. Every content
 * page is served by the one catch-all route, so an island imported directly would ship
 * on every page; through dynamic() it loads only where it renders (still server-rendered).
 */
export const ComparisonView = dynamic(() => import('./comparison-view').then((m) => m.ComparisonView));
export const CatalogView = dynamic(() => import('./catalog-view').then((m) => m.CatalogView));
export const CatalogGrid = dynamic(() => import('./catalog-view').then((m) => m.CatalogGrid));
// The grid is the view's static fallback (useSearchParams): from the view's module, so
// both share one chunk instead of each carrying a copy of the grid.
export const ComparisonGrid = dynamic(() => import('./comparison-view').then((m) => m.ComparisonGrid));
