import { mediaEn } from '@/lib/i18n/media.en';

/**
 * The previous/next buttons under a row of cards. Before swiper takes over
 * (idle-carousel-markup.tsx) they are rendered without handlers, invisible and inert, only to
 * hold their place, so nothing below the row moves when they appear.
 */
export function CarouselControls({
  edges,
  onPrevious,
  onNext,
}: {
  edges?: { start: boolean; end: boolean };
  onPrevious?: () => void;
  onNext?: () => void;
}) {
  const placeholder = !onPrevious || !onNext;
  return (
    <div
      className={`carousel-controls d-flex justify-content-end gap-2 mt-3${placeholder ? ' invisible' : ''}`}
      {...(placeholder ? { inert: true, 'aria-hidden': true } : {})}
    >
      <button
        type="button"
        className="btn btn-outline-secondary carousel-btn"
        aria-label={mediaEn.carouselPrevious}
        disabled={edges?.start}
        onClick={onPrevious}
      >
        ‹
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary carousel-btn"
        aria-label={mediaEn.carouselNext}
        disabled={edges?.end}
        onClick={onNext}
      >
        ›
      </button>
    </div>
  );
}
