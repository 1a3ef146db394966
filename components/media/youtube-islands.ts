'use client';

/**
 * The two YouTube islands share their consent store, frame and strings: loaded through
 * this one module they come as one chunk, where two dynamic imports would each carry a
 * copy of what they share (2.5 kB gzip twice on a page with both).
 */
export { VideoModal } from './video-modal';
export { YouTubeFacade } from './youtube-facade';
