'use client';

import Image from 'next/image';
import { useState, type KeyboardEvent } from 'react';
import type { Swiper as SwiperType } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { mediaEn } from '@/lib/i18n/media.en';

export interface GalleryImage {
  src: string;
  alt: string;
}

/**
 * Image gallery (MDX block `<SwiperGallery images={[{ src, alt }]} />`, and the product
 * gallery): swipe on touch, arrow keys/Home/End when the gallery has focus (scoped to it,
 * unlike Swiper's page-wide keyboard module), and thumbnail buttons. Without JS the first
 * image shows.
 */
export function SwiperGallery({
  images,
  label,
  priority = false,
}: {
  images: GalleryImage[];
  label?: string;
  priority?: boolean;
}) {
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  const [active, setActive] = useState(0);
  const total = images.length;

  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => swiper?.slidePrev(),
      ArrowRight: () => swiper?.slideNext(),
      Home: () => swiper?.slideTo(0),
      End: () => swiper?.slideTo(total - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <section
      className="swiper-gallery"
      aria-roledescription="carousel"
      aria-label={label ?? mediaEn.gallery('Product')}
    >
      {/* The focusable viewport takes the arrow keys, scoped to the gallery. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/no-noninteractive-tabindex -- composite widget */}
      <div className="swiper-gallery-main position-relative" tabIndex={0} onKeyDown={onKeyDown}>
        <Swiper
          modules={[A11y]}
          onSwiper={setSwiper}
          onSlideChange={(s) => setActive(s.activeIndex)}
          a11y={{ slideRole: 'group', itemRoleDescriptionMessage: 'slide' }}
          spaceBetween={16}
        >
          {images.map((image, i) => (
            // role in the server HTML too: aria-label is not allowed on a div without one.
            <SwiperSlide
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={mediaEn.slide(i + 1, total)}
            >
              <Image
                src={image.src}
                alt={image.alt}
                width={1200}
                height={900}
                priority={priority && i === 0}
                sizes="(min-width: 992px) 50vw, 100vw"
                className="img-fluid rounded-4 bg-light"
              />
            </SwiperSlide>
          ))}
        </Swiper>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery-nav gallery-prev"
              aria-label={mediaEn.previous}
              disabled={active === 0}
              onClick={() => swiper?.slidePrev()}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-nav gallery-next"
              aria-label={mediaEn.next}
              disabled={active === total - 1}
              onClick={() => swiper?.slideNext()}
            >
              ›
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="gallery-thumbs list-unstyled d-flex gap-2 mt-2 mb-0">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={mediaEn.showImage(i + 1, total, image.alt)}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => swiper?.slideTo(i)}
              >
                <Image src={image.src} alt="" width={120} height={90} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
