'use client';

import dynamic from 'next/dynamic';

/**
 * Every content page is rendered by the one catch-all route, so a client component that
 * route imports directly ships on every page. These islands are split off here and load
 * only on pages that render them; the server still renders them into the HTML.
 */
export const GalleryControls = dynamic(() => import('./gallery-controls').then((m) => m.GalleryControls));
export const VideoModal = dynamic(() => import('./video-modal').then((m) => m.VideoModal));
export const YouTubeFacade = dynamic(() => import('./youtube-facade').then((m) => m.YouTubeFacade));
