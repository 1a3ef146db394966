import { LazyPicture } from './lazy-picture';
import type { PictureProps } from './picture-props';

/**
 * Renders getPictureProps output: eager for the priority image, else lazy with the 360 px
 * offset. `eager` is for images hidden by a clipping parent rather than by scrolling
 * (carousel slides): no observer would ever see them, so they load at low priority.
 */
export function Picture({
  picture,
  priority = false,
  eager = false,
}: {
  picture: PictureProps;
  priority?: boolean;
  eager?: boolean;
}) {
  const { img, sources } = picture;
  if (eager && !priority) {
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} {...source} />
        ))}
        <img {...img} alt={img.alt} loading="eager" fetchPriority="low" />
      </picture>
    );
  }
  if (priority || !picture.optimised) {
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} {...source} />
        ))}
        <img {...img} alt={img.alt} {...(picture.optimised ? {} : { loading: 'lazy' as const })} />
      </picture>
    );
  }
  const { loading: _loading, ...lazy } = img;
  return <LazyPicture img={lazy as typeof img} sources={sources} />;
}
