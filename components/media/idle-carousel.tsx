'use client';

import type { ReactNode } from 'react';
import { LAZY_IMAGE_OFFSET_PX } from '@/lib/constants';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import { whenIdleAndOnline } from '@/browser/when-idle';

const loadSwiperCarousel = () => import('./swiper-carousel').then((m) => m.SwiperCarousel);

/** When the row comes within the lazy-image offset of the viewport, swiper loads once the browser is idle. */
function loadWhenNear(box: HTMLElement, load: () => void) {
  // The wrapper is display: contents, so the row's own section is what comes near.
  const row = box.firstElementChild;
  if (!row) return;
  let stopIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      stopIdle = whenIdleAndOnline(load);
    },
    { rootMargin: `${LAZY_IMAGE_OFFSET_PX}px` },
  );
  observer.observe(row);
  return () => {
    observer.disconnect();
    stopIdle();
  };
}

/**
 * A row of cards: server markup (`children`: IdleCarouselMarkup), a native horizontal
 * scroller (touch, trackpad, keyboard) from the first paint, which swiper
 * (SwiperCarousel, with the same `cards`) takes over when the row comes near the
 * viewport or the visitor presses on or tabs into it (see MarkupUpgrade). Rows further
 * down a page add nothing to its load.
 */
export function IdleCarousel({ label, cards, children }: { label: string; cards: ReactNode; children: ReactNode }) {
  return (
    <MarkupUpgrade load={loadSwiperCarousel} props={{ label, children: cards }} loadWhen={loadWhenNear}>
      {children}
    </MarkupUpgrade>
  );
}
