'use client';

import dynamic from 'next/dynamic';

/**
 * Every content page is rendered by the one catch-all route, so a client component that
 * route imports directly ships on every page. Swiper (JS and CSS) is split off here and
 * loaded only by pages that actually render a gallery or carousel; the server still
 * renders them into the HTML.
 */
export const SwiperGallery = dynamic(() => import('./swiper-gallery').then((m) => m.SwiperGallery));
export const VideoModal = dynamic(() => import('./video-modal').then((m) => m.VideoModal));
export const YouTubeFacade = dynamic(() => import('./youtube-facade').then((m) => m.YouTubeFacade));
