import { describe, expect, it } from 'vitest';
import imageLoader from '@/lib/images/loader';
import { ipxUrl, modifierString, parseIpxUrl } from '@/lib/images/ipx-url';
import { contentVersion, versionedSrc } from '@/lib/images/version';

describe('ipxUrl: /_ipx/<modifiers>/<path>', () => {
  it('writes every modifier in a fixed order, with the output extension appended', () => {
    expect(
      ipxUrl('/images/hero/game-capture.svg', {
        format: 'webp',
        fit: 'cover',
        width: 640,
        quality: 80,
        background: '#0B1220',
      }),
    ).toBe('/_ipx/f_webp,fit_cover,w_640,q_80,b_0b1220/images/hero/game-capture.svg.webp');
  });

  it('uses s_<W>x<H> when both sizes are set', () => {
    expect(ipxUrl('/images/a.png', { width: 640, height: 360 })).toBe('/_ipx/s_640x360/images/a.png');
    expect(ipxUrl('/images/a.png', { format: 'avif', fit: 'contain', width: 1280, height: 720 })).toBe(
      '/_ipx/f_avif,fit_contain,s_1280x720/images/a.png.avif',
    );
  });

  it('uses h_ alone when only the height is set', () => {
    expect(ipxUrl('/images/a.jpg', { height: 200 })).toBe('/_ipx/h_200/images/a.jpg');
  });

  it('writes _ and the source path unchanged when there is no modifier', () => {
    expect(ipxUrl('/images/logo.svg')).toBe('/_ipx/_/images/logo.svg');
    expect(modifierString({})).toBe('_');
  });

  it('appends no extension when the output format is the source format', () => {
    expect(ipxUrl('/images/photo.jpg', { format: 'jpeg', width: 320 })).toBe('/_ipx/f_jpeg,w_320/images/photo.jpg');
    expect(ipxUrl('/images/art.webp', { format: 'webp', width: 320 })).toBe('/_ipx/f_webp,w_320/images/art.webp');
  });

  it('makes a resized SVG without f_ a PNG, so the extension still tells the type', () => {
    expect(ipxUrl('/images/logo.svg', { width: 320 })).toBe('/_ipx/w_320/images/logo.svg.png');
  });

  it('leaves absolute and data URLs alone and clamps quality', () => {
    expect(ipxUrl('https://cdn.example/x.png', { width: 320 })).toBe('https://cdn.example/x.png');
    expect(ipxUrl('data:image/png;base64,AAAA', { width: 320 })).toBe('data:image/png;base64,AAAA');
    expect(ipxUrl('/images/a.png', { quality: 150 })).toBe('/_ipx/q_100/images/a.png');
  });

  it('drops sizes that are not positive numbers', () => {
    expect(ipxUrl('/images/a.png', { width: 0, height: Number.NaN })).toBe('/_ipx/_/images/a.png');
  });
});

describe('content-addressed URLs', () => {
  it('moves the version of a versioned source (?v=<hash>) into the modifiers, last', () => {
    expect(ipxUrl('/images/hero/a.svg?v=1a2b3c4d5e', { format: 'webp', width: 640, quality: 75 })).toBe(
      '/_ipx/f_webp,w_640,q_75,v_1a2b3c4d5e/images/hero/a.svg.webp',
    );
    // An unresized copy keeps its own format: the version alone is not a resize.
    expect(ipxUrl('/images/logo.svg?v=1a2b3c4d5e')).toBe('/_ipx/v_1a2b3c4d5e/images/logo.svg');
    expect(imageLoader({ src: '/images/products/box.svg?v=00ff00ff00', width: 320 })).toBe(
      '/_ipx/f_webp,w_320,q_75,v_00ff00ff00/images/products/box.svg.webp',
    );
  });

  it('versionedSrc hashes the file under public/, and leaves what it cannot read alone', () => {
    expect(versionedSrc('/images/logo.svg')).toMatch(/^\/images\/logo\.svg\?v=[0-9a-f]{10}$/);
    expect(versionedSrc('/images/no-such-file.svg')).toBe('/images/no-such-file.svg');
    expect(versionedSrc('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('the version changes with the bytes', () => {
    expect(contentVersion(Buffer.from('a'))).not.toBe(contentVersion(Buffer.from('b')));
    expect(contentVersion(Buffer.from('a'))).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('the next/image loader', () => {
  it('asks for WebP at the requested width with the default quality 75', () => {
    expect(imageLoader({ src: '/images/products/box.svg', width: 640 })).toBe(
      '/_ipx/f_webp,w_640,q_75/images/products/box.svg.webp',
    );
  });

  it('passes the requested quality through', () => {
    expect(imageLoader({ src: '/images/products/box.svg', width: 1536, quality: 50 })).toBe(
      '/_ipx/f_webp,w_1536,q_50/images/products/box.svg.webp',
    );
  });
});

describe('parseIpxUrl (used by the postbuild step)', () => {
  const cases: [string, Parameters<typeof ipxUrl>[1]][] = [
    [
      '/images/hero/game-capture.svg',
      { format: 'webp', fit: 'cover', width: 640, height: 360, quality: 75, background: 'fff' },
    ],
    ['/images/a.png', {}],
    ['/images/a.png', { height: 90 }],
    ['/images/logo.svg', { width: 320 }],
    ['/images/photo.jpg', { format: 'avif', width: 1024 }],
    ['/images/photo.jpg', { format: 'avif', width: 1024, version: '0123456789' }],
    ['/images/logo.svg', { version: 'abcdef0123' }],
  ];

  it.each(cases)('round-trips %s %o', (src, modifiers) => {
    const parsed = parseIpxUrl(ipxUrl(src, modifiers));
    expect(parsed?.src).toBe(src);
    expect(ipxUrl(parsed!.src, parsed!.modifiers)).toBe(ipxUrl(src, modifiers));
  });

  it('knows the output format of each URL', () => {
    expect(parseIpxUrl('/_ipx/f_avif,w_640/images/a.svg.avif')?.format).toBe('avif');
    expect(parseIpxUrl('/_ipx/w_640/images/a.svg.png')?.format).toBe('png');
    expect(parseIpxUrl('/_ipx/_/images/a.svg')?.format).toBeUndefined();
  });

  it('rejects URLs it would never write', () => {
    expect(parseIpxUrl('/images/a.png')).toBeNull();
    expect(parseIpxUrl('/_ipx/w_abc/images/a.png')).toBeNull();
    expect(parseIpxUrl('/_ipx/zoom_2/images/a.png')).toBeNull();
    expect(parseIpxUrl('/_ipx/f_webp,w_640/images/a.svg')).toBeNull();
  });
});
