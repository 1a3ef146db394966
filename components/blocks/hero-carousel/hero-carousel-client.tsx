'use client';

import type { ReactNode } from 'react';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import { whenIdleAndOnline } from '@/browser/when-idle';
import { ROTATE_EVERY_ATTRIBUTE } from './rotate-every';
import './hero-carousel.scss';

export interface HeroSlideView {
  title: string;
  text: string;
  eyebrow?: string;
  href?: string;
  cta?: string;
  picture: ReactNode;
}

const loadHeroSwiper = () => import('./hero-swiper').then((m) => m.HeroSwiper);

/**
 * Swiper loads as soon as the pointer is over the hero (a press or focus already loads
 * it, see MarkupUpgrade), or half an interval after hydration, when the browser is idle,
 * in time to rotate one interval later; never by itself with one slide (no interval on
 * the markup) or for visitors who prefer reduced motion.
 */
function loadWhenPointedAtOrDue(box: HTMLElement, load: () => void) {
  box.addEventListener('pointerover', load, { once: true });
  const interval = Number(box.querySelector(`[${ROTATE_EVERY_ATTRIBUTE}]`)?.getAttribute(ROTATE_EVERY_ATTRIBUTE));
  const rotates = interval > 0 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  let stopIdle = () => {};
  const timer = rotates ? window.setTimeout(() => (stopIdle = whenIdleAndOnline(load)), interval / 2) : undefined;
  return () => {
    box.removeEventListener('pointerover', load);
    window.clearTimeout(timer);
    stopIdle();
  };
}

/**
 * The hero is the first thing a phone paints, and swiper is heavier than the whole
 * first-load budget allows. So the server HTML is the first slide as plain markup
 * (`children`), and swiper (HeroSwiper) takes its place only when it is needed: when the
 * visitor points at, presses on or tabs into the hero, or when its first rotation is
 * due (see MarkupUpgrade). It takes over with the same markup: nothing shifts, and neither swiper,
 * the slides' code nor the other slides' images are part of the page load.
 */
export function HeroCarouselClient({
  children,
  ...props
}: {
  slides: HeroSlideView[];
  interval: number;
  label?: string;
  children: ReactNode;
}) {
  return (
    <MarkupUpgrade load={loadHeroSwiper} props={props} loadWhen={loadWhenPointedAtOrDue}>
      {children}
    </MarkupUpgrade>
  );
}
