// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/images/loader';
import { ipxUrl } from '@/lib/images/ipx-url';
import { contentVersion, versionedSrc } from '@/lib/images/version';

/**
 * /_ipx/ files are served as immutable for a year, so replacing an image must change every
 * URL of it, and no other image's. Two halves hold that: every /_ipx/ URL the build writes
 * carries the content hash of its source as it is now, or the build fails
 * (scripts/postbuild/images.ts, tests/unit/postbuild-images.test.ts); and that hash, here,
 * follows an image's own bytes and nothing else.
 */
const CHANGED = '/images/hero/game-capture.svg';
const UNCHANGED = '/images/hero/live-streaming.svg';
const WIDTHS = [320, 640, 1280];

/** A public/ folder holding the site's two images, the first with `edit` applied. */
function publicDir(edit: (svg: string) => string = (svg) => svg): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'));
  for (const src of [CHANGED, UNCHANGED]) {
    const text = fs.readFileSync(path.join('public', src), 'utf8');
    fs.mkdirSync(path.dirname(path.join(dir, src)), { recursive: true });
    fs.writeFileSync(path.join(dir, src), src === CHANGED ? edit(text) : text);
  }
  return dir;
}

/** Every URL a page would use for the image: next/image's widths and an AVIF crop. */
function urlsOf(src: string, dir: string): string[] {
  const versioned = versionedSrc(src, dir);
  return [
    ...WIDTHS.map((width) => imageLoader({ src: versioned, width })),
    ipxUrl(versioned, { format: 'avif', width: 640, height: 640, fit: 'cover', quality: 75 }),
  ];
}

describe('image URLs are content-addressed', () => {
  const before = publicDir();
  const after = publicDir((svg) => svg.replace('</svg>', '<!-- replaced --></svg>'));

  it('every URL of a replaced image changes, to the same variants under the new hash', () => {
    const old = urlsOf(CHANGED, before);
    const replaced = urlsOf(CHANGED, after);
    expect(old.every((url) => /,v_[0-9a-f]{10}\//.test(url))).toBe(true);
    expect(replaced.filter((url) => old.includes(url))).toEqual([]);
    const variant = (url: string) => url.replace(/,v_[0-9a-f]+/, '');
    expect(replaced.map(variant)).toEqual(old.map(variant));
  });

  it('an image that was not replaced keeps its URLs', () => {
    expect(urlsOf(UNCHANGED, after)).toEqual(urlsOf(UNCHANGED, before));
  });

  it('the hash is of the bytes alone: the same bytes give the same hash, one changed byte another', () => {
    const bytes = fs.readFileSync(path.join(before, CHANGED));
    expect(contentVersion(Buffer.from(bytes))).toBe(contentVersion(bytes));
    const flipped = Buffer.from(bytes);
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(contentVersion(flipped)).not.toBe(contentVersion(bytes));
  });
});
