'use client';

import './youtube-facade.scss';

/** Renders nothing: it carries the YouTube facade's stylesheet to the pages with one (./lazy.tsx). */
export function YouTubeStyles() {
  return null;
}
