import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';

const position = (page: Page) => page.locator('.hero-position');
/** The slide swiper shows: it changes as a rotation starts, the position line only once it ends. */
const shownSlide = (page: Page) => page.locator('.hero-carousel .swiper-slide-active');

/** Records the requests for swiper's chunks (its core sets up `swiper-wrapper` elements). */
function swiperRequests(page: Page) {
  const urls: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
    if ((await response.text().catch(() => '')).includes('swiper-wrapper')) urls.push(response.url());
  });
  return urls;
}

test.describe('home hero carousel', () => {
  test('rotates by itself, and the pause button stops it', async ({ page }) => {
    // The page's clock runs as usual, and jumps ahead where the test waits out an interval.
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    // Swiper arrives by itself half an interval after hydration, in time for a rotation.
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await expect(position(page)).toHaveText('1 of 4');
    await expect(position(page)).toHaveText('2 of 4');

    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // The click leaves focus on the button, which also stops rotation: move focus away
    // and the mouse off the carousel, so only the pause button holds it.
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const paused = await shownSlide(page).getAttribute('aria-label');
    await page.clock.runFor(7_000);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', paused!);

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
  });

  test('keyboard focus inside the carousel stops rotation', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    // Swiper in (half an interval on), so the jump below would rotate a carousel not stopped.
    await page.clock.runFor(4_000);
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.getByRole('link', { name: 'Meet Box Turbo' }).focus();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const shown = await shownSlide(page).getAttribute('aria-label');
    await page.clock.runFor(7_000);
    await expect(shownSlide(page)).toHaveAttribute('aria-label', shown!);
    await expect(position(page)).toHaveText('1 of 4');
  });

  test('previous and next buttons change the slide', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(position(page)).toHaveText('2 of 4');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(position(page)).toHaveText('1 of 4');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(position(page)).toHaveText('4 of 4');
  });

  test('starts paused for visitors who prefer reduced motion, and loads swiper only when pointed at', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const swiper = swiperRequests(page);
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Nothing will rotate, so nothing asked for swiper or the other slides' images.
    expect(swiper).toEqual([]);
    await expect(page.locator('.hero-carousel img')).toHaveCount(1);

    await page.locator('.hero-carousel').hover();
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveAttribute('data-rotating', 'false');
    expect(swiper.length).toBeGreaterThan(0);
  });

  test('tabbing into the hero before swiper loads keeps focus on the same link', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('link', { name: 'Meet Box Turbo' }).focus();
    // Focus brought swiper in; its markup replaced the first slide's, and focus followed.
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Meet Box Turbo' })).toBeFocused();
  });
});

test.describe('product card carousel', () => {
  test('loads swiper when scrolled near, keeping its place for the buttons', async ({ page }) => {
    const swiper = swiperRequests(page);
    await page.goto('/box-pro/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    // Far below the first screen: not loaded yet, its buttons' place already kept.
    expect(swiper).toEqual([]);
    const row = page.getByRole('region', { name: 'You may also like' });
    await expect(row.getByRole('button', { name: 'Next products' })).toHaveCount(0); // inert placeholders
    const before = await row.boundingBox();

    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('button', { name: 'Next products' })).toBeVisible();
    // A chunk is counted once its body has been read, which can end after it has run.
    await expect.poll(() => swiper.length).toBeGreaterThan(0);
    // Same height with swiper: nothing below the row moved.
    expect((await row.boundingBox())?.height).toBeCloseTo(before!.height, 0);
  });
});
