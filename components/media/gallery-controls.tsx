'use client';

import { useEffect, useRef, useState } from 'react';
import { mediaEn } from '@/lib/i18n/media.en';

/**
 * The script part of Gallery: previous/next buttons, arrow keys, Home and End on the
 * focused track, thumbnails that move the track instead of jumping the page, and the
 * current thumbnail marked as the track scrolls. It works on the server markup around
 * it (the gallery's own images are never re-rendered), so it is all the JavaScript a
 * gallery costs.
 */
export function GalleryControls() {
  const ref = useRef<HTMLDivElement>(null);
  const move = useRef<(delta: number) => void>(() => undefined);
  const [active, setActive] = useState(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    const gallery = ref.current?.closest<HTMLElement>('.gallery');
    const track = gallery?.querySelector<HTMLElement>('.gallery-track');
    if (!gallery || !track) return;
    const slides = [...track.querySelectorAll<HTMLElement>('.gallery-slide')];
    const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>('.gallery-thumb')];
    setCount(slides.length);

    const current = () => Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
    const show = (index: number) => {
      const target = slides[Math.max(0, Math.min(slides.length - 1, index))];
      if (target) track.scrollTo({ left: target.offsetLeft - track.offsetLeft, behavior: scrollBehavior() });
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const index = current();
        setActive(index);
        thumbs.forEach((thumb, i) => {
          if (i === index) thumb.setAttribute('aria-current', 'true');
          else thumb.removeAttribute('aria-current');
        });
      });
    };
    const onKey = (event: KeyboardEvent) => {
      const moves: Record<string, number> = {
        ArrowLeft: current() - 1,
        ArrowRight: current() + 1,
        Home: 0,
        End: slides.length - 1,
      };
      const index = moves[event.key];
      if (index === undefined) return;
      event.preventDefault();
      show(index);
    };
    const onThumb = (event: MouseEvent) => {
      const index = thumbs.indexOf(event.currentTarget as HTMLAnchorElement);
      event.preventDefault();
      show(index);
    };
    move.current = (delta) => show(current() + delta);
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('keydown', onKey);
    thumbs.forEach((thumb) => thumb.addEventListener('click', onThumb));
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('keydown', onKey);
      thumbs.forEach((thumb) => thumb.removeEventListener('click', onThumb));
    };
  }, []);

  return (
    <div ref={ref} className="gallery-nav-group">
      <button
        type="button"
        className="gallery-nav gallery-prev"
        aria-label={mediaEn.previous}
        disabled={active === 0}
        onClick={() => move.current(-1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="gallery-nav gallery-next"
        aria-label={mediaEn.next}
        disabled={count === 0 || active >= count - 1}
        onClick={() => move.current(1)}
      >
        ›
      </button>
    </div>
  );
}

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
