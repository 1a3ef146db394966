'use client';

import type { ImageLoaderProps } from 'next/image';
import { ipxUrl } from './ipx-url';

/** Quality when a next/image does not ask for one. */
export const DEFAULT_IMAGE_QUALITY = 75;

/**
 * The site-wide next/image loader (next.config `images.loaderFile`): WebP at the width
 * next/image asks for, as a static `/_ipx/` URL that scripts/postbuild/images.ts writes.
 * components/media/image.tsx adds AVIF, crops and placeholders on top of this.
 */
export default function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  return ipxUrl(src, { format: 'webp', width, quality: quality ?? DEFAULT_IMAGE_QUALITY });
}
