'use client';

import dynamic from 'next/dynamic';

/**
 * RouteGuards renders only on the few pages whose frontmatter names a middleware, but
 * every content page is served by the one catch-all route: imported directly, its code
 * would be in every page's first load. Through dynamic() it loads where it renders.
 */
export const RouteGuards = dynamic(() => import('./route-guards').then((m) => m.RouteGuards));
