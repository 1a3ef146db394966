import { getPictureProps } from '@/components/media/picture-props';
import { Picture } from '@/components/media/picture';
import type { HeroSlideView } from './hero-carousel-client';
import { HeroCarouselClient } from '../lazy';
import { HeroFirstSlide } from './hero-slide';

export interface HeroSlide {
  title: string;
  text: string;
  /** Artwork under public/, wide (about 16:7). */
  image: string;
  alt?: string;
  eyebrow?: string;
  href?: string;
  cta?: string;
}

/** Milliseconds each slide stays when the slideshow plays. */
const DEFAULT_INTERVAL_MS = 6000;

/**
 * MDX: `<HeroCarousel slides={[{ title, text, image, href, cta }]} />`. Slides rotate
 * with a visible pause button, stop while hovered or focused, and start paused for
 * visitors who prefer reduced motion. The first image is the page's LCP (priority).
 */
export async function HeroCarousel({
  slides,
  interval = DEFAULT_INTERVAL_MS,
  label,
}: {
  slides: HeroSlide[];
  interval?: number;
  label?: string;
}) {
  if (slides.length === 0) throw new Error('HeroCarousel: slides must not be empty');
  const views: HeroSlideView[] = await Promise.all(
    slides.map(async (slide, index) => ({
      ...slide,
      picture: (
        <Picture
          priority={index === 0}
          eager
          picture={await getPictureProps({
            src: slide.image,
            alt: slide.alt ?? '',
            sizes: '100vw',
            priority: index === 0,
            className: 'hero-slide-image',
          })}
        />
      ),
    })),
  );
  return (
    <HeroCarouselClient slides={views} interval={interval} label={label}>
      <HeroFirstSlide slides={views} interval={interval} label={label} />
    </HeroCarouselClient>
  );
}
