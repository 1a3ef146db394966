import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader. SVG artwork is served as is for now; the build-time resize
 * pipeline (/_ipx/<modifiers>/<path>) replaces this. No 'use client': StaticImage calls it
 * on the server through getImageProps, and client code can still import it.
 */
export default function imageLoader({ src, width }: ImageLoaderProps): string {
  return `${src}?w=${width}`;
}
