'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE_OFFSET_PX } from '@/lib/constants';

export interface PictureSource {
  type: string;
  srcSet: string;
  sizes?: string;
}

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; src: string } & Record<string, unknown>;

/**
 * A picture that starts loading when it comes within LAZY_IMAGE_OFFSET_PX (360 px) of
 * the viewport. Native loading="lazy" lets the browser pick that margin (1250-2500 px in
 * Chromium), so the URLs are only set once an IntersectionObserver with that rootMargin
 * fires. Width, height (kept by a same-size empty SVG) and the blur placeholder are there
 * from the first paint, so nothing shifts; without JavaScript the <noscript> copy loads natively.
 */
export function LazyPicture({ img, sources }: { img: ImgProps; sources: PictureSource[] }) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_IMAGE_OFFSET_PX}px ${LAZY_IMAGE_OFFSET_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { src, srcSet, sizes, ...rest } = img;
  // Until then, an empty SVG of the same size: the img stays a replaced element with the
  // right aspect ratio (an img without src shows its alt text inline and collapses).
  const reserve = `data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20width='${Number(img.width) || 1}'%20height='${Number(img.height) || 1}'/%3E`;
  return (
    <>
      <picture>
        {visible ? sources.map((source) => <source key={source.type} {...source} />) : null}
        <img
          ref={ref}
          {...rest}
          alt={img.alt}
          data-lazy={visible ? 'loaded' : 'waiting'}
          {...(visible ? { src, srcSet, sizes } : { src: reserve })}
        />
      </picture>
      <noscript>
        <picture>
          {sources.map((source) => (
            <source key={source.type} {...source} />
          ))}
          <img {...img} alt={img.alt} loading="lazy" />
        </picture>
      </noscript>
    </>
  );
}
