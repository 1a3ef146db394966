'use client';

import dynamic from 'next/dynamic';

/**
 * A stylesheet imported by a component the route imports is on every page of the route;
 * one behind dynamic() is linked only from the pages that render it (docs/performance.md,
 * "Styles"). This one carries Bootstrap's pagination and renders nothing.
 */
export const PaginationStyles = dynamic(() => import('./pagination-styles').then((m) => m.PaginationStyles));
