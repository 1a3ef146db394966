import Link from '@/components/navigation/link';
import type { ReactNode } from 'react';
import { Image } from '@/components/media/image';

/**
 * MDX: `<Cards><Card title="…" image="/images/…" href="/…">text</Card>…</Cards>`.
 * With `href` the whole card is one link (the title carries it, stretched over the card).
 */
export function Card({
  title,
  image,
  alt = '',
  href,
  eyebrow,
  children,
}: {
  title: string;
  image?: string;
  alt?: string;
  href?: string;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <article className="card block-card h-100 position-relative">
      {image ? (
        <div className="block-card-image">
          <Image
            src={image}
            alt={alt}
            sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
            className="card-img-top"
          />
        </div>
      ) : null}
      <div className="card-body">
        {eyebrow ? <p className="block-card-eyebrow">{eyebrow}</p> : null}
        <h3 className="card-title h5">
          {href ? (
            <Link href={href} className="stretched-link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <div className="card-text">{children}</div>
      </div>
    </article>
  );
}

/** A responsive grid for Card blocks: one column on phones, up to `columns` on desktop. */
export function Cards({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <div className={`block-cards block-cards-${columns} my-4`}>{children}</div>;
}
