import { expect, test, type Page } from '@playwright/test';
import { hydrated, reactAttached } from './hydration';

const YOUTUBE = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be)$/;

/** Records (and blocks: there is no network here) every request to a YouTube host. */
async function trackYouTube(page: Page) {
  const hits: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (YOUTUBE.test(url.hostname)) {
      hits.push(url.href);
      return route.abort();
    }
    return route.continue();
  });
  return hits;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

/**
 * Clicks a banner button once React handles it (before hydration a click does nothing),
 * and waits until the choice is stored: the click first loads the consent store, and the
 * banner closes only after it has saved. A reload straight after the click could come
 * first (it did once in CI: the reloaded page asked again).
 */
async function choose(page: Page, name: 'Accept all' | 'Essential only') {
  const button = banner(page).getByRole('button', { name });
  await reactAttached(button);
  await button.click();
  await expect(banner(page)).toHaveCount(0);
}

test('accept and reject are equally easy: same size, side by side', async ({ page }) => {
  await page.goto('/aboutus/');
  const accept = banner(page).getByRole('button', { name: 'Accept all' });
  const reject = banner(page).getByRole('button', { name: 'Essential only' });
  const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
  expect(a && r).toBeTruthy();
  expect(Math.abs(a!.width - r!.width)).toBeLessThan(1);
  expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
  expect(Math.abs(a!.y - r!.y)).toBeLessThan(1);
});

test('no request reaches YouTube before consent and before a click', async ({ page }) => {
  const hits = await trackYouTube(page);
  await page.goto('/resource/');
  await page.waitForLoadState('networkidle');
  expect(hits).toEqual([]);

  // A click without consent explains and asks; still nothing is loaded.
  const play = page.getByRole('button', { name: /, play video$/ });
  await reactAttached(play);
  await play.click();
  await expect(page.getByText(/hosted on YouTube/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hits).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  // Consent given after the click: now the player loads, from youtube-nocookie.com only.
  await page.getByRole('button', { name: 'Allow YouTube and play' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  await expect.poll(() => hits.length).toBeGreaterThan(0);
  expect(hits.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
});

test('after accepting, YouTube still waits for a click', async ({ page }) => {
  const hits = await trackYouTube(page);
  await page.goto('/resource/');
  await choose(page, 'Accept all');
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(hits).toEqual([]);
  const play = page.getByRole('button', { name: /, play video$/ });
  await reactAttached(play);
  await play.click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/Kx7pQ2vLm3A/);
});

test('the choice survives a reload and the footer link reopens it', async ({ page }) => {
  await page.goto('/aboutus/');
  await choose(page, 'Essential only');
  await expect(page.getByRole('status').filter({ hasText: 'essential storage only' })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('clonewave-consent') ?? 'null'));
  expect(stored?.state?.choice).toBe('rejected');

  const reopen = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
  await reactAttached(reopen);
  await reopen.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('heading', { name: 'Your privacy choices' })).toBeFocused();
  await choose(page, 'Accept all');
  await page.reload();
  await expect(banner(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('clonewave-consent') ?? 'null')?.state?.choice),
  ).toBe('accepted');
});

test('the video player has a poster, English captions and loads nothing before play', async ({ page }) => {
  const remote: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('downloads.clonewave.example')) remote.push(request.url());
  });
  await page.goto('/');
  await hydrated(page);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  const track = video.locator('track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'en');
  const vtt = await page.request.get((await track.getAttribute('src'))!);
  expect(vtt.status()).toBe(200);
  expect(await vtt.text()).toMatch(/^WEBVTT/);
  // The poster is a natively lazy picture behind the video (not its poster attribute,
  // which browsers fetch at once), at a size from its srcset.
  const poster = page.locator('.video-player img.video-player-poster');
  await expect(poster).toHaveAttribute('loading', 'lazy');
  await expect(video).toHaveAttribute('poster', /^data:image\/gif;base64,/);
  await video.scrollIntoViewIfNeeded();
  await expect
    .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_ipx\/f_(avif|webp),w_\d+,/);
  await page.waitForLoadState('networkidle');
  expect(remote).toEqual([]);
});
