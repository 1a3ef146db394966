import type { ImageLoaderProps } from 'next/image';
import { DEFAULT_IMAGE_QUALITY, ipxUrl } from './ipx-url';

// Import nothing else from this file on the server: 'use client' turns exports into references.

/**
 * The site-wide next/image loader (next.config `images.loaderFile`): WebP at the width
 * next/image asks for, as a static `/_ipx/` URL that scripts/postbuild/images.ts writes.
 * components/media/image.tsx adds AVIF, crops and placeholders on top of this.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return ipxUrl(src, { format: 'webp', width, quality: quality ?? DEFAULT_IMAGE_QUALITY });
}
