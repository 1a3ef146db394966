import type { ComponentProps } from 'react';
import { versionedSrc } from '@/lib/images/version';
import { SwiperGallery } from './lazy';

/**
 * The swiper gallery (MDX `<SwiperGallery images={[{ src, alt }]} />`, product pages) with
 * versioned sources: the hashes are read here on the server, and next/image's loader in
 * the browser turns them into content-addressed /_ipx/ URLs.
 */
export function Gallery({ images, ...props }: ComponentProps<typeof SwiperGallery>) {
  return <SwiperGallery {...props} images={images.map((image) => ({ ...image, src: versionedSrc(image.src) }))} />;
}
