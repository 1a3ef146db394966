import { getPictureProps, type PictureOptions } from './picture-props';
import { Picture } from './picture';

export type ImageProps = PictureOptions & {
  /** MDX: a visible caption under the image (then the image is a <figure>). */
  caption?: string;
};

/**
 * The site's image block: `<Image src="/images/hero/game-capture.svg" alt="…" />` in MDX,
 * or from components. Static /_ipx/ variants, AVIF where smaller, blur placeholder,
 * width/height always set, lazy 360 px ahead of the viewport unless `priority`.
 */
export async function Image({ caption, ...options }: ImageProps) {
  const picture = await getPictureProps({ className: 'img-fluid', ...options });
  const element = <Picture picture={picture} priority={options.priority} />;
  if (!caption) return element;
  return (
    <figure className="figure d-block my-4">
      {element}
      <figcaption className="figure-caption mt-2">{caption}</figcaption>
    </figure>
  );
}
