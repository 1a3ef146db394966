import { expect, test } from '@playwright/test';

const position = (page: import('@playwright/test').Page) => page.locator('.hero-position');

test.describe('home hero carousel', () => {
  test('rotates by itself, and the pause button stops it', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await expect(position(page)).toHaveText('1 of 4');
    await expect(position(page)).toHaveText('2 of 4', { timeout: 10_000 });

    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // The click leaves focus on the button, which also stops rotation: move focus away
    // and the mouse off the carousel, so only the pause button holds it.
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    const paused = await position(page).textContent();
    await page.waitForTimeout(7_000);
    await expect(position(page)).toHaveText(paused!);

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
  });

  test('keyboard focus inside the carousel stops rotation', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.getByRole('link', { name: 'Meet Box Turbo' }).focus();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.waitForTimeout(7_000);
    await expect(position(page)).toHaveText('1 of 4');
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
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

  test('starts paused for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured' })).toHaveAttribute('data-rotating', 'false');
  });
});
