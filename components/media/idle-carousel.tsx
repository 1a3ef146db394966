'use client';

import { useRef, type ReactNode } from 'react';
import { useIntentImport } from '@/hooks/use-intent-import';
import { CarouselControls } from './carousel-controls';

const loadSwiperCarousel = () => import('./swiper-carousel');

/**
 * A row of cards: a native horizontal scroller (touch, trackpad, keyboard) from the first
 * paint, which swiper takes over when the row comes near the viewport (when the browser
 * is idle) or the visitor points at, touches or tabs into it. Rows further down a page
 * add nothing to its load.
 */
export function IdleCarousel({ label, children }: { label: string; children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const swiper = useIntentImport(section, loadSwiperCarousel, { nearViewport: true });
  if (swiper)
    return (
      <swiper.module.SwiperCarousel label={label} sectionRef={section}>
        {children}
      </swiper.module.SwiperCarousel>
    );
  return (
    <section ref={section} className="swiper-carousel idle-carousel position-relative" aria-label={label}>
      <div className="idle-carousel-track">{children}</div>
      <CarouselControls />
    </section>
  );
}
