import { LAZY_SCROLLER_ATTRIBUTE } from '@/browser/lazy-images';
import { GALLERY_THUMB } from '@/lib/constants';
import { mediaEn } from '@/lib/i18n/media.en';
import { GalleryControls, GalleryStyles } from './lazy';
import { Picture } from './picture';
import { getPictureProps } from './picture-props';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** Ids for the slides' anchors: the first image's file name, so two galleries on a page differ. */
function galleryId(images: GalleryImage[]): string {
  const name =
    images[0]?.src
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? 'images';
  return `gallery-${name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase()}`;
}

/**
 * Image gallery (the product page's, and the MDX block `<SwiperGallery images={[{ src, alt }]} />`).
 * It is server HTML that works before and without scripts: the slides sit in a native
 * scroll-snap track (swipe, trackpad, arrow keys when focused), the first image is the
 * page's LCP image, sized and at high priority, and each thumbnail is a link to its slide.
 * GalleryControls then adds previous/next buttons, arrow/Home/End keys and the current
 * thumbnail, without re-rendering the images; no carousel library is needed.
 */
export async function Gallery({
  images,
  label,
  priority = false,
}: {
  images: GalleryImage[];
  label?: string;
  priority?: boolean;
}) {
  const total = images.length;
  const id = galleryId(images);
  const [slides, thumbs] = await Promise.all([
    Promise.all(
      images.map((image, i) =>
        getPictureProps({
          src: image.src,
          alt: image.alt,
          width: 1200,
          height: 900,
          sizes: '(min-width: 992px) 50vw, 100vw',
          priority: priority && i === 0,
          className: 'gallery-image',
        }),
      ),
    ),
    Promise.all(images.map((image) => getPictureProps({ src: image.src, alt: '', ...GALLERY_THUMB }))),
  ]);
  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={label ?? mediaEn.gallery('Product')}>
      <GalleryStyles />
      <div className="gallery-main">
        <div
          className="gallery-track"
          tabIndex={0}
          role="group"
          aria-label={mediaEn.slides}
          {...{ [LAZY_SCROLLER_ATTRIBUTE]: '' }}
        >
          {slides.map((picture, i) => (
            <div
              key={images[i]!.src}
              id={`${id}-${i + 1}`}
              className="gallery-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={mediaEn.slide(i + 1, total)}
            >
              <Picture picture={picture} priority={priority && i === 0} />
            </div>
          ))}
        </div>
        {total > 1 ? <GalleryControls /> : null}
      </div>
      {total > 1 ? (
        <ul className="gallery-thumbs list-unstyled d-flex gap-2 mt-2 mb-0">
          {thumbs.map((picture, i) => (
            <li key={images[i]!.src}>
              <a
                href={`#${id}-${i + 1}`}
                className="gallery-thumb"
                aria-label={mediaEn.showImage(i + 1, total, images[i]!.alt)}
                aria-current={i === 0 ? 'true' : undefined}
              >
                <Picture picture={picture} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
