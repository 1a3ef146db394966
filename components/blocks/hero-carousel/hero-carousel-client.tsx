'use client';

import type { ReactNode } from 'react';
import { useIdleImport } from '@/hooks/use-idle-import';
import { HeroSlide } from './hero-slide';
import './hero-carousel.scss';

export interface HeroSlideView {
  title: string;
  text: string;
  eyebrow?: string;
  href?: string;
  cta?: string;
  picture: ReactNode;
}

const loadHeroSwiper = () => import('./hero-swiper');

type Props = { slides: HeroSlideView[]; interval: number; label?: string };

/**
 * The hero is the first thing a phone paints, and swiper is heavier than the whole
 * first-load budget allows. So the server HTML (and the first client render) is the first
 * slide as plain markup, and swiper loads when the browser is idle, after the page is
 * interactive, taking over with the same markup: nothing shifts and no swiper code is in
 * the page's first load.
 */
export function HeroCarouselClient(props: Props) {
  const swiper = useIdleImport(loadHeroSwiper);
  if (swiper) return <swiper.HeroSwiper {...props} />;
  return <HeroFirstSlide {...props} />;
}

function HeroFirstSlide({ slides, label }: Props) {
  const slide = slides[0];
  if (!slide) return null;
  return (
    <section className="hero-carousel full-bleed" aria-label={label}>
      <HeroSlide slide={slide} reserveFor={slides.slice(1)} />
    </section>
  );
}
