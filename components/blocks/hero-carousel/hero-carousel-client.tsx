'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

export interface HeroSlideView {
  title: string;
  text: string;
  eyebrow?: string;
  href?: string;
  cta?: string;
  picture: ReactNode;
}

/**
 * Code-split boundary. The MDX component map puts every block in the module graph of
 * every content route, and the bundler ships a route's client components with it; a
 * dynamic import moves swiper into its own chunk that only a page rendering a carousel
 * references (server-rendered as usual, so the first slide is in the HTML).
 */
export const HeroCarouselClient = dynamic<{ slides: HeroSlideView[]; interval: number; label?: string }>(() =>
  import('./hero-swiper').then((module) => module.HeroSwiper),
);
