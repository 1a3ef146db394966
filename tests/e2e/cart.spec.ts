import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers';
import { reactAttached } from './hydration';

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });

test('product page → add → header count → reload → second tab → edit on /cart → exact checkout URL', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await page.goto('/box-pro/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clonewave Box Pro');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');

  const add = page.getByRole('button', { name: 'Add to cart' });
  await reactAttached(add);
  await page.getByLabel('Quantity', { exact: true }).selectOption('2');
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  const second = await context.newPage();
  await second.goto('/products/');
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 2 items');

  // The other variant (a pre-order bundle) from the first tab; the second tab follows.
  await page.getByRole('radio', { name: /Bundle with WaveDrive Go 1 TB/ }).check();
  await expect(page.getByTestId('buy-box-price')).toHaveText('$429.00');
  await page.getByRole('button', { name: 'Pre-order' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 3 items');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart\/$/);
  const standard = page
    .getByRole('list', { name: 'Items in your cart' })
    .getByRole('listitem')
    .filter({ hasText: 'Standalone' });
  await expect(standard).toContainText('$698.00');
  await page.getByRole('button', { name: 'Increase quantity of Clonewave Box Pro — Standalone' }).click();
  await expect(standard).toContainText('$1,047.00');
  const input = page.getByRole('textbox', { name: 'Quantity of Clonewave Box Pro — Standalone' });
  await input.fill('abc');
  await expect(page.getByRole('alert').filter({ hasText: 'Enter a whole number' })).toHaveText(
    'Enter a whole number from 1 to 10.',
  );
  await input.fill('4');
  await expect(page.getByText('Enter a whole number')).toHaveCount(0);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$1,825.00');

  const remove = page.getByRole('button', {
    name: 'Remove Clonewave Box Pro — Bundle with WaveDrive Go 1 TB from cart',
  });
  await remove.click();
  // Removal asks first; cancelling keeps the line and returns focus to the button.
  const dialog = page.getByRole('dialog', { name: 'Remove this item?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 5 items');
  await remove.click();
  await page.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(cartLink(second)).toHaveAccessibleName('Cart, 4 items');

  const checkout = page.getByRole('link', { name: 'Checkout' });
  await expect(checkout).toHaveAttribute('href', 'https://shop.clonewave.example/cart/44019283740035:4');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('buy now adds and goes to the cart; checkout is disabled offline with the reason', async ({ page, context }) => {
  await page.goto('/wavedrive-go/');
  const buyNow = page.getByRole('button', { name: 'Buy now' });
  await reactAttached(buyNow);
  await buyNow.click();
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
    'href',
    /^https:\/\/shop\.clonewave\.example\/cart\/\d+:1$/,
  );
  await context.setOffline(true);
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByText(/Reconnect to check out/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
});

test('an empty cart leads to the products and cannot check out', async ({ page }) => {
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByText('Add a product to your cart to check out.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
});

test('junk or removed products in storage never break the cart', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('clonewave-cart', '{definitely not json'));
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.evaluate(() =>
    localStorage.setItem(
      'clonewave-cart',
      JSON.stringify({
        state: {
          lines: [
            { variantId: '11111111', quantity: 2 },
            { variantId: '44019283740035', quantity: 1 },
          ],
        },
        version: 1,
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'no longer sold' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
});

test('@phone product to cart on a 390 px screen', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/flint-lx/');
  const add = page.getByRole('button', { name: 'Add to cart' });
  await reactAttached(add);
  await add.click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await expect(cartLink(page)).toBeVisible();
  await cartLink(page).click();
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
