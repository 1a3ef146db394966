import { expect, test } from '@playwright/test';

test('header menu opens by keyboard and its links navigate', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const support = nav.getByRole('button', { name: 'Support' });
  await support.focus();
  await page.keyboard.press('Enter');
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await nav
    .getByRole('link', { name: /Downloads/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help\/download\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Escape closes an open menu and returns focus to its button', async ({ page }) => {
  await page.goto('/');
  const support = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' });
  await support.click();
  await expect(support).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(support).toHaveAttribute('aria-expanded', 'false');
  await expect(support).toBeFocused();
});

test('breadcrumb follows the route hierarchy and its links work', async ({ page }) => {
  await page.goto('/help/download/firmware/clonewave-box-pro-firmware/');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveCount(5);
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
  await crumbs.getByRole('link', { name: 'Help', exact: false }).first().click();
  await expect(page).toHaveURL(/\/help\/$/);
});

test('footer links reach the policies', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Privacy/ })
    .click();
  await expect(page).toHaveURL(/\/privacy_policy\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Privacy/);
});

test('@phone the menu toggles open on a 390 px screen', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Support' })).toBeVisible();
});
