import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ERROR_MESSAGES, PLACEHOLDER_IMAGE } from '@/lib/constants';
import { ENCODER_ID, rasterise, renderVariant } from './render';

export interface ImageMeta {
  width: number;
  height: number;
  /** width / height; 0 when unknown. */
  ratio: number;
  /** 10×10 quality-50 WebP as a data URL, for the blur placeholder. */
  blurDataURL?: `data:image/webp;base64,${string}`;
  /** True when AVIF came out smaller than WebP for this image (then both are offered). */
  avifSmaller?: boolean;
}

const UNKNOWN_IMAGE_META: ImageMeta = { width: 0, height: 0, ratio: 0 };
/** Width at which WebP and AVIF are compared for an image. */
const PROBE_WIDTH = 640;

const cacheDir = () => path.join(process.cwd(), '.cache/images/meta');
const memo = new Map<string, Promise<ImageMeta>>();

/** Reads a site image (`/images/...`, under public/) once per build; never throws. */
export function getImageMeta(src: string, publicDir = path.join(process.cwd(), 'public')): Promise<ImageMeta> {
  const key = `${publicDir}|${src}`;
  let pending = memo.get(key);
  if (!pending) {
    pending = readImageMeta(path.join(publicDir, decodeURI(src)), src);
    memo.set(key, pending);
  }
  return pending;
}

/**
 * Metadata, placeholder and format choice for one file, cached on disk by content hash.
 * A file that cannot be read or decoded logs ERROR_MESSAGES.imageMetadataFailed and
 * yields 0×0 (ratio 0): a broken image must not stop the build.
 */
export async function readImageMeta(file: string, src = file): Promise<ImageMeta> {
  try {
    const source = await readFile(file);
    const hash = createHash('sha256').update(source).update(ENCODER_ID).digest('hex').slice(0, 24);
    const cached = await readCached(hash);
    if (cached) return cached;
    const { width, height } = await sharp(source).metadata();
    if (!width || !height) throw new Error('no dimensions');
    const meta: ImageMeta = {
      width,
      height,
      ratio: width / height,
      blurDataURL: await placeholder(source),
      avifSmaller: await avifIsSmaller(source),
    };
    await writeCached(hash, meta);
    return meta;
  } catch {
    console.error(ERROR_MESSAGES.imageMetadataFailed(src));
    return { ...UNKNOWN_IMAGE_META };
  }
}

async function placeholder(source: Buffer): Promise<`data:image/webp;base64,${string}`> {
  const { width, height, quality } = PLACEHOLDER_IMAGE;
  const tiny = await sharp(source).resize(width, height, { fit: 'fill' }).webp({ quality }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

async function avifIsSmaller(source: Buffer): Promise<boolean> {
  const probe = { width: PROBE_WIDTH, quality: 75 };
  const raw = await rasterise(source);
  const [webp, avif] = await Promise.all([renderVariant(raw, probe, 'webp'), renderVariant(raw, probe, 'avif')]);
  return avif.length < webp.length;
}

async function readCached(hash: string): Promise<ImageMeta | undefined> {
  try {
    return JSON.parse(await readFile(path.join(cacheDir(), `${hash}.json`), 'utf8')) as ImageMeta;
  } catch {
    return undefined;
  }
}

async function writeCached(hash: string, meta: ImageMeta) {
  try {
    await mkdir(cacheDir(), { recursive: true });
    await writeFile(path.join(cacheDir(), `${hash}.json`), JSON.stringify(meta));
  } catch {
    // A read-only checkout still builds, just without the cache.
  }
}
