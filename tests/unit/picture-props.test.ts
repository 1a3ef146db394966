// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPictureProps } from '@/components/media/picture-props';

const HERO = '/images/hero/game-capture.svg';

describe('picture props', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('point at the /_ipx/ variants the build writes', async () => {
    const picture = await getPictureProps({ src: HERO, alt: 'Game capture', width: 640, sizes: '50vw' });
    expect(picture.optimised).toBe(true);
    expect(picture.img.src).toMatch(/^\/_ipx\/.*\/images\/hero\/game-capture\.svg/);
  });

  it('show the source file as is under next dev, where no build has written the variants', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const picture = await getPictureProps({ src: HERO, alt: 'Game capture', width: 640, sizes: '50vw' });
    expect(picture).toMatchObject({
      optimised: false,
      sources: [],
      img: { src: HERO, alt: 'Game capture', width: 640 },
    });
    expect(picture.img.height).toBeGreaterThan(0);

    const cropped = await getPictureProps({ src: HERO, alt: '', width: 120, height: 120, fit: 'cover' });
    expect(cropped.img).toMatchObject({ src: HERO, width: 120 });
    expect(cropped.img.height).toBeUndefined();
  });
});
