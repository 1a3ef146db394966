import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART } from '@/lib/constants';
import type { CartVariants } from '@/lib/cart/cart-math';
import { cartEn } from '@/lib/i18n/cart.en';
import { CartLoading, EmptyCartView } from '@/components/cart/cart-view-markup';
import { CartViewClient } from '@/components/cart/cart-view-client';
import { CartViewIsland } from '@/components/cart/cart-view-island';
import { useCartStore } from '@/stores/cart-store';

const VARIANTS: CartVariants = {
  '1001': {
    variantId: '1001',
    productSlug: 'box-pro',
    productName: 'Clonewave Box Pro',
    variantName: 'Default',
    price: 42_900,
    thumbnail: '/images/box-pro-96.webp',
    path: '/box-pro/',
    stock: 'in_stock',
  },
};
const CHECKOUT = { provider: 'shopify', shopDomain: 'shop.clonewave.example' } as const;
const renderCart = () => render(<CartViewClient variants={VARIANTS} checkout={CHECKOUT} productsHref="/products/" />);

describe('the cart view', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    localStorage.clear();
    // The store outlives a test: read the (now empty) storage again.
    useCartStore.setState({ lines: [] });
  });

  it('is, in server HTML, a busy section with the empty cart hidden under it (no layout jump)', () => {
    document.body.innerHTML = renderToStaticMarkup(<CartLoading productsHref="/products/" />);
    const section = document.querySelector('section.cart-view')!;
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.querySelector('h2')).toHaveTextContent(cartEn.loading);
    const hidden = section.querySelector('.invisible')!;
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden.querySelector('a')).toHaveAttribute('href', '/products/');
    expect(hidden.querySelector('button')).toBeDisabled();
    expect(hidden.querySelector('[data-testid="cart-subtotal"]')).toHaveTextContent('$0.00');
  });

  it('shows the stored lines, their subtotal and a checkout link once storage is read', async () => {
    localStorage.setItem(
      CART.storageKey,
      JSON.stringify({ state: { lines: [{ variantId: '1001', quantity: 2 }] }, version: CART.version }),
    );
    await useCartStore.persist.rehydrate();
    renderCart();
    const lines = await screen.findByRole('list', { name: cartEn.items });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$858.00');
    expect(screen.getByRole('link', { name: cartEn.checkout })).toHaveAttribute(
      'href',
      expect.stringContaining('shop.clonewave.example'),
    );
  });

  it('leads an empty cart to the products, with checkout disabled and the reason beside it', async () => {
    renderCart();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(cartEn.empty));
    expect(screen.getByRole('link', { name: cartEn.browse })).toHaveAttribute('href', '/products/');
    expect(screen.getByRole('button', { name: cartEn.checkout })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(cartEn.checkoutEmpty);
  });

  describe('the island on the cart page', () => {
    // The store's reset above writes an empty cart; these start with nothing stored.
    beforeEach(() => localStorage.clear());
    const renderIsland = () =>
      render(
        <CartViewIsland
          variants={VARIANTS}
          checkout={CHECKOUT}
          productsHref="/products/"
          emptyView={<EmptyCartView productsHref="/products/" />}
        >
          <CartLoading productsHref="/products/" />
        </CartViewIsland>,
      );

    it('shows the empty cart without fetching the view when nothing is stored', async () => {
      renderIsland();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(cartEn.empty);
      expect(document.querySelector('[aria-busy]')).toBeNull();
      expect(document.querySelector('.markup-upgrade')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(cartEn.checkoutEmpty);
    });

    it('brings the view in when another tab stores a cart', async () => {
      renderIsland();
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(cartEn.empty);
      localStorage.setItem(
        CART.storageKey,
        JSON.stringify({ state: { lines: [{ variantId: '1001', quantity: 1 }] }, version: CART.version }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART.storageKey }));
      await useCartStore.persist.rehydrate();
      const lines = await screen.findByRole('list', { name: cartEn.items });
      expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    });

    it('loads the view when the address holds an add-to-cart request, though nothing is stored', async () => {
      window.history.replaceState(null, '', '/cart/?variant=1001&quantity=2');
      renderIsland();
      const lines = await screen.findByRole('list', { name: cartEn.items });
      expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
      expect(window.location.search).toBe('');
    });
  });
});
