import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/lib/constants';
import { findTags } from '../../scripts/export-pages';
import { exportPages } from './out-dir';

/** The background image a picture shows until it loads (its style attribute), if any. */
const placeholderOf = (style: string | undefined) => /background-image:\s*url\("?([^")]+)"?\)/.exec(style ?? '')?.[1];

/**
 * Pictures wait behind the spec's 10×10 placeholder, drawn as the tiny WebP itself:
 * next/image's 'blur' wraps it in an SVG with a Gaussian-blur filter, which the browser
 * handles as a document of its own per picture (parsed, styled and filtered before any
 * script runs) for the same look.
 */
describe(`image placeholders are the ${PLACEHOLDER_IMAGE.width}×${PLACEHOLDER_IMAGE.height} WebP itself`, () => {
  const pages = exportPages();
  const placeholders = pages.flatMap((page) =>
    findTags(page.html, ['img']).flatMap((img) => placeholderOf(img.attrs.style) ?? []),
  );

  it('finds the pictures’ placeholders', () => {
    expect(placeholders.length).toBeGreaterThan(100);
  });

  it('each is a WebP data URL, never an SVG filter', () => {
    expect(placeholders.filter((url) => !url.startsWith('data:image/webp;base64,'))).toEqual([]);
  });

  it('no page carries an SVG blur filter, in its HTML or its RSC payload', () => {
    expect(pages.filter((page) => page.html.includes('feGaussianBlur')).map((page) => page.route)).toEqual([]);
  });
});
