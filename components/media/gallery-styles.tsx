'use client';

import './gallery.scss';

/** Renders nothing: where it renders (gallery.tsx), the gallery's stylesheet is on the page. */
export function GalleryStyles() {
  return null;
}
