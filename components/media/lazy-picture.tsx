'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE_OFFSET_PX } from '@/lib/constants';
import { TRANSPARENT_GIF } from './transparent-gif';

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
 * fires. Width, height (kept by the reserve below) and the blur placeholder are there
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

  const { src, srcSet, sizes, style, ...rest } = img;
  // Until then, a 1x1 transparent GIF: an img without src shows its alt text inline and
  // collapses. Not an empty SVG of the image's size (which kept the aspect ratio by
  // itself): every SVG image gets an SVG document of its own, a 10-60 ms task each under
  // Lighthouse's CPU throttling. The ratio is set in CSS instead, in both states, so the
  // GIF's square one never applies while the picture loads.
  const sized = { ...style, aspectRatio: `${Number(img.width) || 1} / ${Number(img.height) || 1}` };
  return (
    <>
      <picture>
        {visible ? sources.map((source) => <source key={source.type} {...source} />) : null}
        <img
          ref={ref}
          {...rest}
          alt={img.alt}
          data-lazy={visible ? 'loaded' : 'waiting'}
          style={sized}
          {...(visible ? { src, srcSet, sizes } : { src: TRANSPARENT_GIF })}
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
