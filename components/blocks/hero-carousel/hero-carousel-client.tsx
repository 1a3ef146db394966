'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import { useIntentImport } from '@/hooks/use-intent-import';
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
 * slide as plain markup, and swiper loads only when it is needed: as soon as the visitor
 * points at, touches or tabs into the hero, or half an interval after the page is
 * interactive, in time to rotate one interval later (never with reduced motion or one
 * slide). It takes over with the same markup: nothing shifts, and neither swiper nor the
 * other slides' images are part of the page load.
 */
export function HeroCarouselClient(props: Props) {
  const section = useRef<HTMLElement>(null);
  const rotates =
    props.slides.length > 1 &&
    typeof window !== 'undefined' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const swiper = useIntentImport(section, loadHeroSwiper, { dueMs: rotates ? props.interval / 2 : undefined });
  if (swiper)
    return (
      <swiper.module.HeroSwiper
        {...props}
        sectionRef={section}
        startHovered={swiper.hovered}
        startFocused={swiper.focused}
      />
    );
  return <HeroFirstSlide {...props} sectionRef={section} />;
}

function HeroFirstSlide({ slides, label, sectionRef }: Props & { sectionRef: RefObject<HTMLElement | null> }) {
  const slide = slides[0];
  if (!slide) return null;
  return (
    <section ref={sectionRef} className="hero-carousel full-bleed" aria-label={label}>
      <HeroSlide slide={slide} reserveFor={slides.slice(1)} />
    </section>
  );
}
