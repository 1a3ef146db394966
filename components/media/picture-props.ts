import { getImageProps, type ImageLoaderProps, type ImageProps } from 'next/image';
import { DEFAULT_IMAGE_QUALITY, ipxUrl, type ImageFit, type ImageFormat } from '@/lib/images/ipx-url';
import { getImageMeta } from '@/lib/images/meta';
import { versionedSrc } from '@/lib/images/version';
import type { PictureSource } from './lazy-picture';

export interface PictureOptions {
  /** Site path under public/, e.g. `/images/hero/game-capture.svg`. */
  src: string;
  /** Describe the picture; `""` for decoration. */
  alt: string;
  /** Display size in CSS px; defaults to the file's own size. With both and `fit`, the image is cropped. */
  width?: number;
  height?: number;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes?: string;
  /** The page's LCP image: loaded eagerly with high priority, no lazy offset. */
  priority?: boolean;
  fit?: ImageFit;
  quality?: number;
  /** Hex colour behind transparent areas. */
  background?: string;
  className?: string;
}

type ImgAttributes = Record<string, unknown> & { src: string; alt: string; width?: number; height?: number };

/** Everything a <picture> needs, computed on the server (plain props: client islands can take them). */
export interface PictureProps {
  img: ImgAttributes;
  sources: PictureSource[];
  /** False when the file could not be read: img is the original file, unoptimised. */
  optimised: boolean;
}

/**
 * next/image's getImageProps with the /_ipx/ loader, plus an AVIF source when AVIF is
 * smaller for this file, the 10×10 placeholder and width/height from the file.
 */
export async function getPictureProps(options: PictureOptions): Promise<PictureProps> {
  const { src, alt, width, height, sizes, priority = false, fit, quality, background, className } = options;
  const meta = await getImageMeta(src);
  const w = width ?? meta.width;
  const h = height ?? (width && meta.ratio ? Math.round(width / meta.ratio) : meta.height);
  if (!w || !h) {
    // Unreadable file (getImageMeta logged it and returned 0×0): show the original as is.
    return { img: { src, alt, className, decoding: 'async' }, sources: [], optimised: false };
  }
  if (process.env.NODE_ENV === 'development') {
    // `next dev` (the editor's preview) has no build step to write the /_ipx/ variants: it
    // shows the source file as is. A crop keeps the source's proportions (width only).
    const box = fit && width && height ? { width: w } : { width: w, height: h };
    return { img: { src, alt, className, decoding: 'async', ...box }, sources: [], optimised: false };
  }
  // The 10×10 placeholder itself, which the browser scales up smoothly. Not next/image's
  // 'blur': that wraps it in an SVG with a Gaussian-blur filter, a document of its own per
  // image to parse, style and filter: 180 ms of rendering before any script on the home
  // page and 200 ms on a product page (4× CPU, median of 7), for the same look.
  const placeholder: ImageProps['placeholder'] = meta.blurDataURL ?? 'empty';
  const crop = fit && width && height ? width / height : undefined;
  const loaderFor =
    (format: ImageFormat) =>
    ({ src: path, width: targetWidth, quality: q }: ImageLoaderProps) =>
      ipxUrl(path, {
        format,
        fit,
        width: targetWidth,
        height: crop ? Math.round(targetWidth / crop) : undefined,
        quality: q ?? DEFAULT_IMAGE_QUALITY,
        background,
      });
  const common = {
    // Content-addressed: every /_ipx/ URL carries the file's hash (v_), so it can be immutable.
    src: versionedSrc(src),
    alt,
    width: w,
    height: h,
    sizes,
    quality,
    className,
    // Next 16 no longer derives these from `priority`: the LCP image says it outright.
    ...(priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {}),
    placeholder,
  };
  const { props: img } = getImageProps({ ...common, loader: loaderFor('webp') });
  const sources: PictureSource[] = meta.avifSmaller
    ? [
        {
          type: 'image/avif',
          srcSet: getImageProps({ ...common, loader: loaderFor('avif') }).props.srcSet ?? '',
          sizes: img.sizes,
        },
      ]
    : [];
  return { img: { ...img, alt } as ImgAttributes, sources, optimised: true };
}
