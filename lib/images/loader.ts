'use client';

import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader. SVG artwork is served as is for now; the build-time resize
 * pipeline (/_ipx/<modifiers>/<path>) replaces this.
 */
export default function imageLoader({ src, width }: ImageLoaderProps): string {
  return `${src}?w=${width}`;
}
