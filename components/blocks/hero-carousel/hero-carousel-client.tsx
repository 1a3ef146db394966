'use client';

import type { ReactNode } from 'react';
import { useIdleImport } from '@/lib/hooks/use-idle-import';

export interface HeroSlideView {
  title: string;
  text: string;
  eyebrow?: string;
  href?: string;
  cta?: string;
  picture: ReactNode;
}

type Props = { slides: HeroSlideView[]; interval: number; label?: string };

/**
 * The hero is the first thing a phone paints, and swiper is heavier than the whole
 * first-load budget allows. So the server HTML (and the first client render) is the first
 * slide as plain markup, and swiper loads when the browser is idle, after the page is
 * interactive, taking over with the same markup: nothing shifts and no swiper code is in
 * the page's first load.
 */
export function HeroCarouselClient(props: Props) {
  const Carousel = useIdleImport(() => import('./hero-swiper'), (module) => module.HeroSwiper);
  if (Carousel) return <Carousel {...props} />;
  return <HeroFirstSlide {...props} />;
}

function HeroFirstSlide({ slides, label }: Props) {
  const slide = slides[0];
  if (!slide) return null;
  return (
    <section className="hero-carousel" aria-label={label}>
      <div className="hero-slide">
        <div className="hero-slide-art">{slide.picture}</div>
        <div className="hero-slide-copy">
          <div className="container">
            <div className="hero-slide-panel">
              {slide.eyebrow ? <p className="hero-eyebrow">{slide.eyebrow}</p> : null}
              <h2 className="hero-title">{slide.title}</h2>
              <p className="hero-text">{slide.text}</p>
              {slide.href ? (
                <a href={slide.href} className="btn btn-primary btn-lg">
                  {slide.cta ?? slide.title}
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
