'use client';

import { useRef, type ReactNode } from 'react';
import { useIntentImport } from '@/hooks/use-intent-import';

const loadSwiperCarousel = () => import('./swiper-carousel');

/**
 * A row of cards: a native horizontal scroller (touch, trackpad, keyboard) from the first
 * paint, which swiper takes over when the row comes near the viewport (when the browser
 * is idle) or the visitor points at, touches or tabs into it. Rows further down a page
 * add nothing to its load. The placeholder controls come from the server, so their code
 * and strings are not in this first-load island.
 */
export function IdleCarousel({
  label,
  controls,
  children,
}: {
  label: string;
  /** `<CarouselControls />` from the server: the buttons' place, kept until swiper renders them. */
  controls: ReactNode;
  children: ReactNode;
}) {
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
      {controls}
    </section>
  );
}
