import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENCODER_ID } from './render';

/**
 * Content addressing for /_ipx/ URLs, which are cached for a year as immutable: a hash of
 * the source's bytes and the encoder goes into every URL (`v_<hash>`, lib/images/ipx-url.ts),
 * so a replaced image, or new encoder settings, means new URLs. Server-only (reads files at
 * build time): the browser receives versioned sources and no list of hashes.
 */

/** 10 hex digits (40 bits): a new URL for new bytes; collisions between one image's versions do not matter. */
export function contentVersion(source: Buffer): string {
  return createHash('sha256').update(source).update(ENCODER_ID).digest('hex').slice(0, 10);
}

const memo = new Map<string, string>();

/**
 * `/images/a.svg` → `/images/a.svg?v=<hash>` for a site image under public/, which ipxUrl and
 * the next/image loader turn into `v_<hash>`. Anything else (absolute URLs, a missing file,
 * which the postbuild images step reports) is returned as is.
 */
export function versionedSrc(src: string, publicDir = path.join(process.cwd(), 'public')): string {
  if (!src.startsWith('/') || src.startsWith('//') || src.includes('?')) return src;
  const key = `${publicDir}|${src}`;
  let versioned = memo.get(key);
  if (versioned === undefined) {
    try {
      versioned = `${src}?v=${contentVersion(readFileSync(path.join(publicDir, decodeURI(src))))}`;
    } catch {
      versioned = src;
    }
    memo.set(key, versioned);
  }
  return versioned;
}
