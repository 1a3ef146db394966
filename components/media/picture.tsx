import type { ImgHTMLAttributes } from 'react';
import { LazyPicture } from './lazy-picture';
import type { PictureProps } from './picture-props';

/**
 * Renders getPictureProps output: eager for the priority image, else lazy with the 360 px
 * offset. `eager` is for images hidden by a clipping parent rather than by scrolling
 * (carousel slides): no observer would ever see them, so they load at low priority.
 * `nativeLazy` leaves the timing to the browser's own `loading="lazy"`: for an image the
 * page's HTML should fetch by itself (the video player's poster).
 */
export function Picture({
  picture,
  priority = false,
  eager = false,
  nativeLazy = false,
}: {
  picture: PictureProps;
  priority?: boolean;
  eager?: boolean;
  nativeLazy?: boolean;
}) {
  const { img, sources } = picture;
  if (eager && !priority) return <PlainPicture picture={picture} loading="eager" fetchPriority="low" />;
  if (nativeLazy && !priority) return <PlainPicture picture={picture} loading="lazy" />;
  if (priority || !picture.optimised)
    return <PlainPicture picture={picture} {...(picture.optimised ? {} : { loading: 'lazy' as const })} />;
  const { loading: _loading, ...lazy } = img;
  return <LazyPicture img={lazy as typeof img} sources={sources} />;
}

/** The picture as server HTML, its img attributes overridden by `attributes`. */
function PlainPicture({
  picture: { img, sources },
  ...attributes
}: { picture: PictureProps } & Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>) {
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      <img {...img} alt={img.alt} {...attributes} />
    </picture>
  );
}
