import type { ReactNode } from 'react';
import { CarouselControls } from './carousel-controls';

/**
 * A row of cards before swiper takes over (IdleCarousel): the same cards in a native
 * scroller, and the previous/next buttons' place held by inert placeholders, so nothing
 * below the row moves when swiper renders them.
 */
export function IdleCarouselMarkup({ label, cards }: { label: string; cards: ReactNode }) {
  return (
    <section className="swiper-carousel idle-carousel position-relative" aria-label={label}>
      <div className="idle-carousel-track">{cards}</div>
      <CarouselControls />
    </section>
  );
}
