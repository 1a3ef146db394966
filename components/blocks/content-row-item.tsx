import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Image } from '@/components/media/image';

/**
 * MDX: artwork beside copy, for feature tours and use cases. Alternate `reverse` on
 * consecutive rows so the art zig-zags. On phones the art sits above the copy.
 */
export function ContentRowItem({
  title,
  image,
  alt = '',
  eyebrow,
  reverse = false,
  href,
  cta,
  id,
  children,
}: {
  title: string;
  image: string;
  alt?: string;
  eyebrow?: string;
  reverse?: boolean;
  href?: string;
  cta?: string;
  /** Anchor for links such as /solutions#game-capture. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`content-row row align-items-center g-4 g-lg-5 my-4 my-lg-5${reverse ? ' flex-lg-row-reverse' : ''}`}
      id={id}
    >
      <div className="col-lg-6">
        <Image
          src={image}
          alt={alt}
          sizes="(min-width: 1200px) 570px, (min-width: 992px) 50vw, 100vw"
          className="img-fluid rounded-4 content-row-art"
        />
      </div>
      <div className="col-lg-6">
        {eyebrow ? <p className="content-row-eyebrow">{eyebrow}</p> : null}
        <h2 className="content-row-title">{title}</h2>
        <div className="content-row-body">{children}</div>
        {href ? (
          <ButtonLink href={href} variant="outline">
            {cta ?? title}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
