import Link from '@/components/navigation/link';
import type { HeroSlideView } from './hero-carousel-client';
import { ROTATE_EVERY_ATTRIBUTE } from './rotate-every';

/** The hero before swiper loads: its first slide, server HTML (hero-carousel-client.tsx). */
export function HeroFirstSlide({
  slides,
  interval,
  label,
}: {
  slides: HeroSlideView[];
  interval: number;
  label?: string;
}) {
  const [slide, ...others] = slides;
  if (!slide) return null;
  return (
    <section
      className="hero-carousel full-bleed"
      aria-label={label}
      {...(others.length > 0 ? { [ROTATE_EVERY_ATTRIBUTE]: interval } : {})}
    >
      <HeroSlide slide={slide} reserveFor={others} />
    </section>
  );
}

/**
 * One hero slide: the same markup before swiper loads (first slide) and inside it.
 * Before swiper, `reserveFor` holds the other slides: their copy is laid out in the same
 * cell, invisible and inert, so the hero is as tall as its tallest slide from the first
 * paint (on a phone the copy sits below the art) and nothing below moves when swiper,
 * which sizes the carousel to that slide, takes over.
 */
export function HeroSlide({
  slide,
  focusable = true,
  reserveFor = [],
}: {
  slide: HeroSlideView;
  focusable?: boolean;
  reserveFor?: HeroSlideView[];
}) {
  return (
    <div className="hero-slide">
      <div className="hero-slide-art">{slide.picture}</div>
      <div className="hero-slide-copy">
        <div className="container hero-copy-cell">
          <SlideCopy slide={slide} focusable={focusable} />
          {reserveFor.map((other) => (
            <SlideCopy key={other.title} slide={other} reserved />
          ))}
        </div>
      </div>
    </div>
  );
}

function SlideCopy({
  slide,
  focusable = true,
  reserved = false,
}: {
  slide: HeroSlideView;
  focusable?: boolean;
  reserved?: boolean;
}) {
  return (
    <div className="hero-slide-panel" {...(reserved ? { 'aria-hidden': true, inert: true, 'data-reserved': '' } : {})}>
      {slide.eyebrow ? <p className="hero-eyebrow">{slide.eyebrow}</p> : null}
      {reserved ? <p className="hero-title h2">{slide.title}</p> : <h2 className="hero-title">{slide.title}</h2>}
      <p className="hero-text">{slide.text}</p>
      {!slide.href ? null : reserved ? (
        <span className="btn btn-primary btn-lg">{slide.cta ?? slide.title}</span>
      ) : (
        <Link href={slide.href} className="btn btn-primary btn-lg" tabIndex={focusable ? 0 : -1}>
          {slide.cta ?? slide.title}
        </Link>
      )}
    </div>
  );
}
