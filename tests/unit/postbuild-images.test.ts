// @vitest-environment node
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { run } from '@/scripts/postbuild/images';
import { contentVersion } from '@/lib/images/version';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#0057d9"/><circle cx="400" cy="200" r="150" fill="#00b39f"/></svg>';

// Every /_ipx/ URL carries the content hash of its source.
const V = contentVersion(Buffer.from(SVG));

async function exportWith(html: string) {
  const out = await mkdtemp(path.join(tmpdir(), 'out-'));
  await mkdir(path.join(out, 'images'), { recursive: true });
  await writeFile(path.join(out, 'images/art.svg'), SVG);
  await writeFile(path.join(out, 'index.html'), html);
  return out;
}

describe('postbuild images', () => {
  it('writes exactly the referenced variants, in the format their extension names, never upscaled', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const out = await exportWith(
      `<img srcSet="/_ipx/f_webp,w_320,q_75,v_${V}/images/art.svg.webp 320w, /_ipx/f_webp,w_1536,q_75,v_${V}/images/art.svg.webp 1536w" src="/_ipx/f_avif,s_640x640,q_75,v_${V}/images/art.svg.avif">`,
    );
    const cache = await mkdtemp(path.join(tmpdir(), 'cache-'));
    await run(out, cache);
    const small = await sharp(
      await readFile(path.join(out, `_ipx/f_webp,w_320,q_75,v_${V}/images/art.svg.webp`)),
    ).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 160]);
    const large = await sharp(
      await readFile(path.join(out, `_ipx/f_webp,w_1536,q_75,v_${V}/images/art.svg.webp`)),
    ).metadata();
    expect(large.width).toBe(800);
    const square = await sharp(
      await readFile(path.join(out, `_ipx/f_avif,s_640x640,q_75,v_${V}/images/art.svg.avif`)),
    ).metadata();
    expect(square.format).toBe('heif');
    expect([square.width, square.height]).toEqual([400, 400]);
    await expect(stat(path.join(out, `_ipx/f_webp,w_640,q_75,v_${V}/images/art.svg.webp`))).rejects.toThrow();

    // A second build reuses the cache instead of rendering again.
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await run(await exportWith(`<img src="/_ipx/f_webp,w_320,q_75,v_${V}/images/art.svg.webp">`), cache);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('0 rendered, 1 from cache'));
  });

  it('fails the build for a URL whose content hash is not that of its source now', async () => {
    const out = await exportWith('<img src="/_ipx/f_webp,w_320,q_75,v_0123456789/images/art.svg.webp">');
    await expect(run(out, await mkdtemp(path.join(tmpdir(), 'cache-')))).rejects.toThrow(
      `index.html references /_ipx/f_webp,w_320,q_75,v_0123456789/images/art.svg.webp, whose content hash is not v_${V}`,
    );
    const unversioned = await exportWith('<img src="/_ipx/f_webp,w_320,q_75/images/art.svg.webp">');
    await expect(run(unversioned, await mkdtemp(path.join(tmpdir(), 'cache-')))).rejects.toThrow(/content hash/);
  });

  it('fails the build naming the page when a referenced source is missing', async () => {
    const out = await exportWith(`<img src="/_ipx/f_webp,w_320,q_75,v_${V}/images/missing.svg.webp">`);
    await expect(run(out, await mkdtemp(path.join(tmpdir(), 'cache-')))).rejects.toThrow(
      /index\.html references .*missing\.svg/,
    );
  });
});
