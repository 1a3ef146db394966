import type { ImgHTMLAttributes } from 'react';
import { LAZY_ATTRIBUTE } from '@/browser/lazy-images';
import { TRANSPARENT_GIF } from './transparent-gif';

export interface PictureSource {
  type: string;
  srcSet: string;
  sizes?: string;
}

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { alt: string; src: string } & Record<string, unknown>;

/** The width the no-script copy asks for: a card's at 2x, or about a phone's screen. */
const NO_SCRIPT_WIDTH = 640;

/** The URL in `srcSet` (`url 640w, …`) of the smallest width at least `width`, else the largest; else `fallback`. */
export function candidateFor(srcSet: string | undefined, width: number, fallback: string): string {
  const candidates = (srcSet ?? '')
    // Candidates are split at a comma and white space: /_ipx/ URLs have commas of their own.
    .split(/,\s+/)
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .filter((candidate) => candidate.url && candidate.width > 0)
    .sort((a, b) => a.width - b.width);
  return (candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1))?.url ?? fallback;
}

/**
 * A picture that starts loading when it comes within LAZY_IMAGE_OFFSET_PX (360 px) of the
 * viewport: server HTML with its URLs in data attributes, which the client runtime puts in
 * place when the picture comes near (browser/lazy-images.ts); no island of its own. Width,
 * height and the aspect ratio are there from the first paint, so nothing shifts; without
 * JavaScript the <noscript> copy (one WebP) loads natively.
 */
export function LazyPicture({ img, sources }: { img: ImgProps; sources: PictureSource[] }) {
  const { src, srcSet, sizes, style, ...rest } = img;
  // Until then, a 1x1 transparent GIF, in the <source>s too (a <source> needs a srcset):
  // an img without src shows its alt text inline and collapses. Not an empty SVG of the
  // image's size (which kept the aspect ratio by itself): every SVG image gets an SVG
  // document of its own, a 10-60 ms task each under Lighthouse's CPU throttling. The ratio
  // is set in CSS instead, in both states, so the GIF's square one never applies.
  const sized = { ...style, aspectRatio: `${Number(img.width) || 1} / ${Number(img.height) || 1}` };
  return (
    <>
      <picture>
        {sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={TRANSPARENT_GIF}
            data-srcset={source.srcSet}
            data-sizes={source.sizes}
          />
        ))}
        <img
          {...rest}
          alt={img.alt}
          {...{ [LAZY_ATTRIBUTE]: 'waiting' }}
          style={sized}
          src={TRANSPARENT_GIF}
          data-src={src}
          data-srcset={srcSet}
          data-sizes={sizes}
        />
      </picture>
      {/* Without scripts: the browser's own lazy loading of one WebP about a card's size at
          2x, without the blur placeholder, so this copy adds little to the HTML and payload. */}
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- the build resized it already (/_ipx/) */}
        <img
          {...rest}
          style={undefined}
          alt={img.alt}
          src={candidateFor(srcSet, NO_SCRIPT_WIDTH, src)}
          loading="lazy"
        />
      </noscript>
    </>
  );
}
