'use client';

import dynamic from 'next/dynamic';

/**
 * Client islands that only some pages render, split into their own chunks. Every content
 * page is served by the one catch-all route, so an island imported directly would ship
 * on every page; through dynamic() it loads only where it renders (still server-rendered).
 */
export const DownloadFinder = dynamic(() => import('./download-finder').then((m) => m.DownloadFinder));
export const PlatformDownloads = dynamic(() => import('./platform-downloads').then((m) => m.PlatformDownloads));
export const CopyButton = dynamic(() => import('./copy-button').then((m) => m.CopyButton));
