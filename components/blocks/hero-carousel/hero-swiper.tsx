// Client code: imported on demand by hero-carousel-client.tsx (MarkupUpgrade).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { carouselEn } from '@/lib/i18n/media.en';
import { ARROW_RIGHT_PATH, PLAY_PATH, SvgIcon } from '@/components/ui/svg-icon';
import type { HeroSlideView } from './hero-carousel-client';
import { HeroSlide } from './hero-slide';

const t = carouselEn;

/**
 * The swiper island, loaded only on pages with a carousel. Rotation has three brakes: the
 * visitor's pause button (sticky), hover and keyboard focus inside the carousel (until they leave), and reduced motion
 * (starts paused; the play button still works).
 */
export function HeroSwiper({ slides, interval, label }: { slides: HeroSlideView[]; interval: number; label?: string }) {
  const section = useRef<HTMLElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  // Only ever rendered in the browser (loaded on demand), so the first render can read it.
  const [userPaused, setUserPaused] = useState(
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches || slides.length < 2,
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // It replaced the markup under a pointer that may already be there: no mouseenter
  // comes for that, so start paused as if it had entered. (Focus inside is given back by
  // MarkupUpgrade, and onFocus sees it.)
  useLayoutEffect(() => {
    if (section.current?.matches(':hover')) setHovered(true);
  }, []);
  const [active, setActive] = useState(0);

  const rotating = !userPaused && !hovered && !focused;
  useEffect(() => {
    const autoplay = swiperRef.current?.autoplay;
    if (!autoplay) return;
    if (rotating) autoplay.start();
    else autoplay.stop();
  }, [rotating]);

  return (
    <section
      ref={section}
      className="hero-carousel full-bleed"
      aria-roledescription="carousel"
      aria-label={label ?? t.label}
      data-rotating={rotating ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard]}
        loop={slides.length > 2}
        speed={600}
        autoplay={{ delay: interval, disableOnInteraction: false, pauseOnMouseEnter: false, enabled: true }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
          swiper.autoplay.stop();
        }}
        // After the transition: in loop mode swiper ignores prev/next while it slides.
        onSlideChangeTransitionEnd={(swiper) => setActive(swiper.realIndex)}
      >
        {slides.map((slide, index) => (
          // role in the server HTML too: aria-label is not allowed on a div without one.
          <SwiperSlide key={slide.title} role="group" aria-label={t.slide(index + 1, slides.length)}>
            <HeroSlide slide={slide} focusable={index === active} />
          </SwiperSlide>
        ))}
      </Swiper>
      {slides.length > 1 ? (
        <div className="hero-controls container">
          <button
            type="button"
            className="hero-control"
            aria-label={t.previous}
            onClick={() => swiperRef.current?.slidePrev()}
          >
            <SvgIcon d={ARROW_RIGHT_PATH} className="flip" />
          </button>
          <button
            type="button"
            className="hero-control"
            aria-label={userPaused ? t.play : t.pause}
            onClick={() => setUserPaused((paused) => !paused)}
          >
            {userPaused ? <SvgIcon d={PLAY_PATH} /> : <span className="pause-glyph" aria-hidden="true" />}
          </button>
          <button
            type="button"
            className="hero-control"
            aria-label={t.next}
            onClick={() => swiperRef.current?.slideNext()}
          >
            <SvgIcon d={ARROW_RIGHT_PATH} />
          </button>
          <p className="hero-position mb-0" aria-live="polite">
            {t.slide(active + 1, slides.length)}
          </p>
        </div>
      ) : null}
    </section>
  );
}
