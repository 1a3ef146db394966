'use client';

import dynamic from 'next/dynamic';

/**
 * Every content page is served by the one catch-all route, so a component it imports
 * directly ships its code and its stylesheet on every page. Behind dynamic() both load
 * only on the pages that render it (still server-rendered, its stylesheet linked from
 * the page's HTML: docs/performance.md, "Styles").
 */
export const HeroCarouselClient = dynamic(() =>
  import('./hero-carousel/hero-carousel-client').then((m) => m.HeroCarouselClient),
);
/** Renders nothing: it carries the FAQ accordion's stylesheet to the pages with a FAQ. */
export const FaqStyles = dynamic(() => import('./faq-styles').then((m) => m.FaqStyles));
/** Renders nothing: it carries the TreeList block's stylesheet to the pages with one. */
export const TreeListStyles = dynamic(() => import('./tree-list-styles').then((m) => m.TreeListStyles));
