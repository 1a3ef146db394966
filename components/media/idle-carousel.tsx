'use client';

import type { ReactNode } from 'react';
import { useIdleImport } from '@/hooks/use-idle-import';

const loadSwiperCarousel = () => import('./swiper-carousel');

/**
 * A row of cards: a native horizontal scroller (touch, trackpad, keyboard) from the first
 * paint, which swiper takes over when the browser is idle, so carousels add nothing to
 * the page's first-load JS.
 */
export function IdleCarousel({ label, children }: { label: string; children: ReactNode }) {
  const swiper = useIdleImport(loadSwiperCarousel);
  if (swiper) return <swiper.SwiperCarousel label={label}>{children}</swiper.SwiperCarousel>;
  return (
    <section className="swiper-carousel idle-carousel position-relative" aria-label={label}>
      <div className="idle-carousel-track">{children}</div>
    </section>
  );
}
