import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { imageUrlsInExport, OUT, walk } from './export-files';

test('every <img> src and srcset URL in the export answers 200 with an image type', async ({ request }) => {
  const urls = imageUrlsInExport();
  expect(urls.size).toBeGreaterThan(50);
  const failures: string[] = [];
  for (const [url, page] of urls) {
    const response = await request.get(url);
    const type = response.headers()['content-type'] ?? '';
    if (response.status() !== 200 || !type.startsWith('image/'))
      failures.push(`${page}: ${url} → ${response.status()} ${type}`);
    // The extension decides the type on static hosts: it must match the bytes.
    const ext = /\.(webp|avif|png|svg)$/.exec(url)?.[1];
    if (ext && type !== { webp: 'image/webp', avif: 'image/avif', png: 'image/png', svg: 'image/svg+xml' }[ext])
      failures.push(`${url}: ${type}`);
  }
  expect(failures).toEqual([]);
});

test('every /_ipx/ URL referenced anywhere in the export exists', () => {
  const missing: string[] = [];
  for (const file of walk(OUT).filter((f) => /\.(html|txt|css|js)$/.test(f) && !f.includes('/_ipx/'))) {
    for (const [url] of readFileSync(file, 'utf8').matchAll(/\/_ipx\/[a-z0-9_,]+\/[^\s"'()<>\\?#]+/g)) {
      try {
        readFileSync(path.join(OUT, decodeURI(url)));
      } catch {
        missing.push(`${path.relative(OUT, file)}: ${url}`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test('images load 360 px before they scroll into view, with their size reserved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const last = page.locator('.story-card img[data-lazy]').last();
  await expect(last).toHaveAttribute('data-lazy', 'waiting');
  // A GIF, not an SVG: an SVG image would cost an SVG document of its own.
  await expect(last).toHaveAttribute('src', /^data:image\/gif;/);
  // Its box already has the final aspect ratio, so loading it shifts nothing.
  const ratio = Number(await last.getAttribute('width')) / Number(await last.getAttribute('height'));
  const box = (await last.boundingBox())!;
  expect(Math.abs(box.width / box.height - ratio)).toBeLessThan(0.02);

  const top = await last.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  // 600 px below the viewport: outside the 360 px offset (native lazy loading would start).
  await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 600);
  await page.waitForTimeout(500);
  await expect(last).toHaveAttribute('data-lazy', 'waiting');
  // 300 px below the viewport: inside the offset, so it loads before it is seen.
  await page.evaluate((y) => window.scrollTo(0, y), top - 800 - 300);
  await expect(last).toHaveAttribute('data-lazy', 'loaded');
  const loaded = (await last.boundingBox())!;
  expect(Math.abs(loaded.height - box.height)).toBeLessThan(1);
  await expect(last).toHaveAttribute('src', /^\/_ipx\//);
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the LCP image is eager with high priority, not lazy', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.hero-carousel img').first();
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(await hero.getAttribute('loading')).not.toBe('lazy');
  await expect(hero).toHaveAttribute('src', /^\/_ipx\/f_webp,w_\d+,q_75,v_[0-9a-f]{10}\/images\/hero\/.+\.svg\.webp$/);
});

/** Chunks whose code contains swiper (its core sets up `swiper-wrapper` elements). */
function swiperChunks(): string[] {
  return walk(path.join(OUT, '_next/static/chunks'))
    .filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('swiper-wrapper'))
    .map((file) => `/${path.relative(OUT, file)}`);
}

test('no page loads swiper with its first load', () => {
  const chunks = swiperChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const references = (page: string) => {
    const html = readFileSync(path.join(OUT, page, 'index.html'), 'utf8');
    return chunks.filter((chunk) => html.includes(chunk.replace(/^\//, '')));
  };
  // Galleries are scroll-snap HTML with no carousel library; the hero and card carousels
  // load swiper when it is needed (tests/e2e/carousel.spec.ts), so no page's HTML references it.
  for (const page of [
    'box-pro',
    '.',
    'store',
    'aboutus',
    'solutions',
    'partner',
    'resource',
    'success_story',
    'products',
    'cart',
    'help/download',
  ]) {
    expect(references(page), page).toEqual([]);
  }
});
