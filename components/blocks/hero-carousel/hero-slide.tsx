import Link from '@/components/navigation/link';
import type { HeroSlideView } from './hero-carousel-client';

/** One hero slide: the same markup before swiper loads (first slide) and inside it. */
export function HeroSlide({ slide, focusable = true }: { slide: HeroSlideView; focusable?: boolean }) {
  return (
    <div className="hero-slide">
      <div className="hero-slide-art">{slide.picture}</div>
      <div className="hero-slide-copy">
        <div className="container">
          <div className="hero-slide-panel">
            {slide.eyebrow ? <p className="hero-eyebrow">{slide.eyebrow}</p> : null}
            <h2 className="hero-title">{slide.title}</h2>
            <p className="hero-text">{slide.text}</p>
            {slide.href ? (
              <Link href={slide.href} className="btn btn-primary btn-lg" tabIndex={focusable ? 0 : -1}>
                {slide.cta ?? slide.title}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
