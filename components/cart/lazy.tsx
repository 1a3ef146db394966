'use client';

import dynamic from 'next/dynamic';

/**
 * Every content page is served by the one catch-all route, so an island imported directly
 * would ship on every page, with its stylesheet; through dynamic() it loads only where it
 * renders (still server-rendered), and its stylesheet is linked only from those pages.
 */
export const CartViewIsland = dynamic(() => import('./cart-view-island').then((m) => m.CartViewIsland));
