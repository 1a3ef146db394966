import type { ReactNode } from 'react';
import { ButtonLink } from './button-link';
import { Image } from '@/components/media/image';

export interface JumbotronAction {
  label: string;
  href: string;
  variant?: 'primary' | 'outline' | 'light';
}

/**
 * MDX: a full-width band with a headline, copy, calls to action and optional artwork.
 * `<Jumbotron title="…" image="/images/…svg" actions={[{ label, href }]}>copy</Jumbotron>`
 */
export function Jumbotron({
  title,
  eyebrow,
  image,
  alt = '',
  actions = [],
  tone = 'dark',
  priority = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  image?: string;
  alt?: string;
  actions?: JumbotronAction[];
  tone?: 'dark' | 'light';
  /** Set on the first band of a page when its art is the largest image above the fold. */
  priority?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className={`jumbotron full-bleed jumbotron-${tone}`}>
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className={image ? 'col-lg-6' : 'col-lg-9'}>
            {eyebrow ? <p className="jumbotron-eyebrow">{eyebrow}</p> : null}
            <h2 className="jumbotron-title">{title}</h2>
            <div className="jumbotron-text">{children}</div>
            {actions.length ? (
              <div className="mt-4">
                {actions.map((action) => (
                  <ButtonLink
                    key={action.href}
                    href={action.href}
                    variant={action.variant ?? (tone === 'dark' ? 'light' : 'primary')}
                  >
                    {action.label}
                  </ButtonLink>
                ))}
              </div>
            ) : null}
          </div>
          {image ? (
            <div className="col-lg-6">
              <Image
                src={image}
                alt={alt}
                priority={priority}
                sizes="(min-width: 992px) 50vw, 100vw"
                className="img-fluid rounded-4 jumbotron-art"
              />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
