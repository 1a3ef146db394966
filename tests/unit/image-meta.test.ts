// @vitest-environment node
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES, PLACEHOLDER_IMAGE } from '@/lib/constants';
import { getImageMeta, readImageMeta } from '@/lib/images/meta';

describe('image metadata', () => {
  it('logs the spec message and falls back to 0×0, ratio 0, when a file is not an image', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'meta-'));
    await writeFile(path.join(dir, 'broken.png'), 'this is not a PNG');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const meta = await getImageMeta('/broken.png', dir);
    expect(meta).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(log).toHaveBeenCalledWith(ERROR_MESSAGES.imageMetadataFailed('/broken.png'));
  });

  it('falls back the same way when the file is missing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await readImageMeta('/no/such/file.svg', '/images/missing.svg')).toEqual({ width: 0, height: 0, ratio: 0 });
    expect(log).toHaveBeenCalledWith(ERROR_MESSAGES.imageMetadataFailed('/images/missing.svg'));
  });

  it('reads size and ratio and makes a 10×10 placeholder for a real image', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'meta-'));
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0057d9"/></svg>';
    await writeFile(path.join(dir, 'ok.svg'), svg);
    const meta = await readImageMeta(path.join(dir, 'ok.svg'));
    expect(meta).toMatchObject({ width: 1600, height: 900, ratio: 1600 / 900 });
    expect(meta.blurDataURL).toMatch(/^data:image\/webp;base64,/);
    const sharp = (await import('sharp')).default;
    const tiny = await sharp(Buffer.from(meta.blurDataURL!.split(',')[1]!, 'base64')).metadata();
    expect([tiny.width, tiny.height]).toEqual([PLACEHOLDER_IMAGE.width, PLACEHOLDER_IMAGE.height]);
  });
});
