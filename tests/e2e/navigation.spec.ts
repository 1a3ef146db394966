import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './hydration';
import { panelOf } from './quality-helpers';

/** What Chromium tells screen readers about a button: its expanded state, from the accessibility tree. */
async function axExpanded(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string };
      name?: { value: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  return button?.properties?.find((p) => p.name === 'expanded')?.value.value;
}

test('header menu opens by keyboard, tells screen readers it is expanded, and its links navigate', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const support = nav.getByRole('button', { name: 'Support' });
  expect(await axExpanded(page, 'Support')).toBe(false);
  await support.focus();
  await page.keyboard.press('Enter');
  await expect(await panelOf(page, support)).toBeVisible();
  expect(await axExpanded(page, 'Support')).toBe(true);
  await hydrated(page);
  await nav
    .getByRole('link', { name: /Downloads/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help\/download\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The header stays across a client navigation; the menu must not stay open over the new page.
  await expect(await panelOf(page, support)).toBeHidden();
});

test('Escape and a click outside close an open menu; opening another closes the first', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const support = nav.getByRole('button', { name: 'Support' });
  const company = nav.getByRole('button', { name: 'Company' });
  const panel = await panelOf(page, support);
  await support.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(support).toBeFocused();
  await support.click();
  await company.click();
  await expect(panel).toBeHidden();
  await expect(await panelOf(page, company)).toBeVisible();
  // Outside the open panel (which may cover the heading): the page's lower left corner.
  await page.mouse.click(5, (page.viewportSize()?.height ?? 600) - 5);
  await expect(await panelOf(page, company)).toBeHidden();
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

test('@phone the menu opens on a 390 px screen, a submenu covers it and Back returns', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const support = page.getByRole('button', { name: 'Support' });
  await expect(support).toBeVisible();
  await support.click();
  const panel = await panelOf(page, support);
  await expect(panel.getByRole('link', { name: /Downloads/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel).toBeHidden();
  await expect(support).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(support).toBeHidden();
});
