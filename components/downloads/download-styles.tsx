'use client';

import './downloads.scss';

/** Renders nothing: where it renders (release pages, the download blocks), their stylesheet is on the page. */
export function DownloadStyles() {
  return null;
}
