import { LazyPicture } from './lazy-picture';
import type { PictureProps } from './picture-props';

/** Renders getPictureProps output: eager for the priority image, else lazy with the 360 px offset. */
export function Picture({ picture, priority = false }: { picture: PictureProps; priority?: boolean }) {
  const { img, sources } = picture;
  if (priority || !picture.optimised) {
    return (
      <picture>
        {sources.map((source) => (
          <source key={source.type} {...source} />
        ))}
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in img */}
        <img {...img} {...(picture.optimised ? {} : { loading: 'lazy' as const })} />
      </picture>
    );
  }
  const { loading: _loading, ...lazy } = img;
  return <LazyPicture img={lazy as typeof img} sources={sources} />;
}
