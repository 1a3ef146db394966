/**
 * Static image-resize URLs in the IPX style: `/_ipx/<modifiers>/<path>`. Pure functions,
 * shared by the next/image loader (browser and server) and the postbuild step that
 * writes the files.
 *
 * Modifiers, comma-separated and always in this order so one variant has one URL:
 * `f_<format>`, `fit_<fit>`, `s_<W>x<H>` (when both sizes are set) or `w_<W>` / `h_<H>`,
 * `q_<quality>`, `b_<hex background>`, `v_<content hash>`. No modifier at all is `_` (as in IPX).
 *
 * Content addressing: the files are cached for a year as immutable, so each URL carries
 * `v_`, a hash of the source's bytes and the encoder (lib/images/version.ts, on the
 * server). Server code passes it in as a versioned source, `/images/a.svg?v=<hash>`,
 * which the next/image loader in the browser turns into `v_` too without any manifest.
 *
 * Content type: static hosts (nginx, S3, Pages...) choose Content-Type from the file
 * extension, never from the bytes. So when the output format differs from the source's
 * extension, the output extension is appended to the path:
 *   /_ipx/f_webp,w_640/images/hero/game-capture.svg.webp   (a WebP file, image/webp)
 * The source path stays readable inside the URL, and no two sources can collide.
 */
const IMAGE_FORMATS = ['webp', 'avif', 'png', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export interface IpxModifiers {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  quality?: number;
  /** CSS hex colour (`#fff`, `0b1220`): fills transparent areas and `contain` bars. */
  background?: string;
  /** Content hash of the source (hex), from a versioned source `…?v=<hash>`. */
  version?: string;
}

const IPX_PREFIX = '/_ipx/';
/** Quality when a next/image does not ask for one. */
export const DEFAULT_IMAGE_QUALITY = 75;
const RASTER_EXTENSIONS: Record<string, ImageFormat> = {
  webp: 'webp',
  avif: 'avif',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
const positiveInt = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/** The format a URL produces: the f_ modifier, else the source's raster format, else PNG (SVG sources). */
function outputFormat(src: string, format?: ImageFormat): ImageFormat | undefined {
  return format ?? RASTER_EXTENSIONS[extensionOf(src)];
}

export function modifierString(modifiers: IpxModifiers): string {
  const parts: string[] = [];
  const width = positiveInt(modifiers.width);
  const height = positiveInt(modifiers.height);
  if (modifiers.format) parts.push(`f_${modifiers.format}`);
  if (modifiers.fit) parts.push(`fit_${modifiers.fit}`);
  if (width && height) parts.push(`s_${width}x${height}`);
  else if (width) parts.push(`w_${width}`);
  else if (height) parts.push(`h_${height}`);
  const quality = positiveInt(modifiers.quality);
  if (quality) parts.push(`q_${Math.min(quality, 100)}`);
  if (modifiers.background) parts.push(`b_${modifiers.background.replace(/^#/, '').toLowerCase()}`);
  if (modifiers.version) parts.push(`v_${modifiers.version}`);
  return parts.length ? parts.join(',') : '_';
}

const VERSION = /^[0-9a-f]{8,64}$/;

/**
 * `/_ipx/<modifiers>/<path>` for a site-relative source, plain or versioned (`?v=<hash>`);
 * absolute and data URLs pass through.
 */
export function ipxUrl(versionedSrc: string, modifiers: IpxModifiers = {}): string {
  if (!versionedSrc.startsWith('/') || versionedSrc.startsWith('//') || versionedSrc.startsWith(IPX_PREFIX))
    return versionedSrc;
  // Kept small: this runs in the browser too. The postbuild step checks every version.
  const [src = versionedSrc, version = modifiers.version] = versionedSrc.split('?v=');
  const mods = modifierString({ ...modifiers, version });
  const path = src.slice(1);
  // A resized SVG becomes a raster: without f_ it is PNG.
  const resized = modifierString({ ...modifiers, version: undefined }) !== '_';
  const format = outputFormat(src, modifiers.format) ?? (resized ? 'png' : undefined);
  const sourceFormat = RASTER_EXTENSIONS[extensionOf(src)];
  const suffix = format && format !== sourceFormat ? `.${format}` : '';
  return `${IPX_PREFIX}${mods}/${path}${suffix}`;
}

export interface ParsedIpxUrl {
  modifiers: IpxModifiers;
  /** Site-relative source path, e.g. `/images/hero/game-capture.svg`. */
  src: string;
  /** undefined: the file is the source copied as is. */
  format: ImageFormat | undefined;
}

/** The inverse of ipxUrl, for the postbuild step. Returns null for anything it did not write. */
export function parseIpxUrl(url: string): ParsedIpxUrl | null {
  const plain = decodeURI(url.split(/[?#]/, 1)[0]!);
  const match = /^\/_ipx\/([^/]+)\/(.+)$/.exec(plain);
  if (!match) return null;
  const modifiers: IpxModifiers = {};
  if (match[1] !== '_') {
    for (const part of match[1]!.split(',')) {
      const [key, value = ''] = [part.slice(0, part.indexOf('_')), part.slice(part.indexOf('_') + 1)];
      if (key === 'f' && (IMAGE_FORMATS as readonly string[]).includes(value)) modifiers.format = value as ImageFormat;
      else if (key === 'fit' && (IMAGE_FITS as readonly string[]).includes(value)) modifiers.fit = value as ImageFit;
      else if (key === 'w') modifiers.width = Number(value);
      else if (key === 'h') modifiers.height = Number(value);
      else if (key === 's' && /^\d+x\d+$/.test(value))
        [modifiers.width, modifiers.height] = value.split('x').map(Number);
      else if (key === 'q') modifiers.quality = Number(value);
      else if (key === 'b' && /^[0-9a-f]{3,8}$/.test(value)) modifiers.background = value;
      else if (key === 'v' && VERSION.test(value)) modifiers.version = value;
      else return null;
    }
  }
  let path = `/${match[2]!}`;
  const last = extensionOf(path);
  const withoutLast = path.slice(0, -(last.length + 1));
  // `x.svg.webp`: the appended extension is the output format, the rest is the source.
  if (RASTER_EXTENSIONS[last] && extensionOf(withoutLast)) path = withoutLast;
  const src = path;
  if (ipxUrl(src, modifiers) !== plain) return null;
  const resized = Object.keys(modifiers).some((key) => key !== 'version');
  return { modifiers, src, format: outputFormat(src, modifiers.format) ?? (resized ? 'png' : undefined) };
}
