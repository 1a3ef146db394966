'use client';

import dynamic from 'next/dynamic';

/**
 * Every content page is rendered by the one catch-all route, so a client component that
 * route imports directly ships on every page. These islands are split off here and load
 * only on pages that render them; the server still renders them into the HTML.
 */
export const GalleryControls = dynamic(() => import('./gallery-controls').then((m) => m.GalleryControls));
// Card rows: many pages have none.
export const IdleCarousel = dynamic(() => import('./idle-carousel').then((m) => m.IdleCarousel));

// A stylesheet imported by a component the route imports is on every page of the route;
// one behind dynamic() is linked only from the pages that render it (docs/performance.md,
// "Styles"). These carry a stylesheet and render nothing.
export const GalleryStyles = dynamic(() => import('./gallery-styles').then((m) => m.GalleryStyles));
export const YouTubeStyles = dynamic(() => import('./youtube-styles').then((m) => m.YouTubeStyles));
