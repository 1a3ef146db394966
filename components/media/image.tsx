import { getImageProps, type ImageLoaderProps } from 'next/image';
import { DEFAULT_IMAGE_QUALITY } from '@/lib/images/loader';
import { ipxUrl, type ImageFit, type ImageFormat } from '@/lib/images/ipx-url';
import { getImageMeta } from '@/lib/images/meta';
import { LazyPicture, type PictureSource } from './lazy-picture';

export interface ImageProps {
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

/**
 * The site's image block. next/image computes src/srcset through a static /_ipx/ loader;
 * this adds an AVIF source when AVIF is smaller for this file, a 10×10 blur placeholder,
 * width/height from the file (no layout shift), and lazy loading 360 px ahead of the
 * viewport (LazyPicture) for everything but the priority image.
 */
export async function Image({ src, alt, width, height, sizes, priority = false, fit, quality, background, className }: ImageProps) {
  const meta = await getImageMeta(src);
  const w = width ?? meta.width;
  const h = height ?? (width && meta.ratio ? Math.round(width / meta.ratio) : meta.height);
  if (!w || !h) {
    // Unreadable file (already logged by getImageMeta): show it as is rather than fail.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={alt} className={className} loading="lazy" decoding="async" />;
  }
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
    src,
    alt,
    width: w,
    height: h,
    sizes,
    quality,
    className,
    priority,
    placeholder: meta.blurDataURL ? ('blur' as const) : ('empty' as const),
    blurDataURL: meta.blurDataURL,
  };
  const { props: img } = getImageProps({ ...common, loader: loaderFor('webp') });
  const avif: PictureSource | undefined = meta.avifSmaller
    ? { type: 'image/avif', srcSet: getImageProps({ ...common, loader: loaderFor('avif') }).props.srcSet ?? '', sizes: img.sizes }
    : undefined;
  if (priority) {
    return (
      <picture>
        {avif ? <source type={avif.type} srcSet={avif.srcSet} sizes={avif.sizes} /> : null}
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in img */}
        <img {...img} />
      </picture>
    );
  }
  const { loading: _loading, ...lazy } = img;
  return <LazyPicture img={{ ...lazy, alt }} sources={avif ? [avif] : []} />;
}
