'use client';

import { Children, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperType } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { CarouselControls } from './carousel-controls';

/**
 * A row of cards that swipes on touch, scrolls with the arrow buttons and the arrow keys
 * (when focus is inside it). The cards are rendered on the server and passed as children,
 * so this island ships only the carousel behaviour.
 */
export function SwiperCarousel({ label, children }: { label: string; children: ReactNode }) {
  const [swiper, setSwiper] = useState<SwiperType | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  const update = (s: SwiperType) => setEdges({ start: s.isBeginning, end: s.isEnd });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev();
    else if (event.key === 'ArrowRight') swiper?.slideNext();
  };

  return (
    // Arrow keys from any focused card move the carousel (keys bubble up from its links).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- composite widget key handling
    <section
      className="swiper-carousel position-relative"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <Swiper
        modules={[A11y]}
        onSwiper={(s) => {
          setSwiper(s);
          update(s);
        }}
        onSlideChange={update}
        onResize={update}
        a11y={{ slideRole: 'group' }}
        spaceBetween={16}
        slidesPerView={1.15}
        breakpoints={{ 576: { slidesPerView: 2.1 }, 992: { slidesPerView: 3 }, 1200: { slidesPerView: 4 } }}
        watchSlidesProgress
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} className="h-auto">
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls edges={edges} onPrevious={() => swiper?.slidePrev()} onNext={() => swiper?.slideNext()} />
    </section>
  );
}
