import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIpxUrl } from '@/lib/images/ipx-url';
import { findReferences } from '../../scripts/postbuild/images';
import { copyRepo, timedBuild } from '../../scripts/bench/build-scale';
import { OUT_DIR } from './out-dir';

/** An image several pages show (hero, solutions) and one they show next to it. */
const CHANGED = '/images/hero/game-capture.svg';
const UNCHANGED = '/images/hero/live-streaming.svg';

/** Every /_ipx/ URL of a source anywhere in an export (HTML, RSC payloads, CSS, JS). */
async function urlsOf(outDir: string, src: string): Promise<Set<string>> {
  const urls = [...(await findReferences(outDir)).keys()];
  return new Set(urls.filter((url) => parseIpxUrl(url)?.src === src));
}

/**
 * /_ipx/ files are served as immutable for a year, so replacing an image must change every
 * URL of it. Rebuilds a copy of the repo with one source image changed (its render cache
 * copied along, so only that image renders again) and compares with out/.
 */
describe('image URLs are content-addressed', () => {
  let copy: string;
  beforeAll(async () => {
    copy = copyRepo(process.cwd());
    if (fs.existsSync('.cache/images')) {
      fs.mkdirSync(path.join(copy, '.cache'));
      execFileSync('cp', ['-al', '.cache/images', path.join(copy, '.cache/images')]);
    }
    const file = path.join(copy, 'public', CHANGED);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('</svg>', '<!-- replaced --></svg>'));
    await timedBuild(copy, 'image change');
  }, 900_000);
  // The copy holds a hard-linked node_modules: removing it takes a while.
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }), 300_000);

  it('every URL of the replaced image changed, and no other', async () => {
    const before = await urlsOf(OUT_DIR, CHANGED);
    const after = await urlsOf(path.join(copy, 'out'), CHANGED);
    expect(before.size).toBeGreaterThan(3);
    expect(after.size).toBe(before.size);
    expect([...after].filter((url) => before.has(url))).toEqual([]);
    // The same variants, under a new content hash.
    const variant = (url: string) => url.replace(/,?v_[0-9a-f]+/, '');
    expect(new Set([...after].map(variant))).toEqual(new Set([...before].map(variant)));
    // An untouched image keeps its URLs: the hash follows the bytes, not the build.
    expect(await urlsOf(path.join(copy, 'out'), UNCHANGED)).toEqual(await urlsOf(OUT_DIR, UNCHANGED));
  });
});
