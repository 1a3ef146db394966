import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART } from '@/lib/constants';
import { CART_CHANGE_EVENT } from '@/lib/cart/change-event';
import { CartWidget } from '@/components/cart/cart-widget';

const repairCart = vi.fn(async () => undefined);
vi.mock('@/components/cart/cart-repair', () => ({ repairCart }));

const KNOWN = ['1001', '1002'];
const store = (lines: { variantId: string; quantity: number }[], version: number = CART.version) =>
  localStorage.setItem(CART.storageKey, JSON.stringify({ state: { lines }, version }));
const widget = () => screen.getByRole('link');
const renderWidget = () => render(<CartWidget href="/cart/" knownVariantIds={KNOWN} icon={null} />);

describe('the header cart link', () => {
  beforeEach(() => {
    localStorage.clear();
    repairCart.mockClear();
  });

  it('says the cart is empty when nothing is stored, and marks itself read', async () => {
    renderWidget();
    await waitFor(() => expect(widget()).toHaveAttribute('data-hydrated', 'true'));
    expect(widget()).toHaveAccessibleName('Cart, 0 items');
    expect(widget()).toHaveAttribute('href', '/cart/');
  });

  it('counts the items of a stored cart', async () => {
    store([
      { variantId: '1001', quantity: 2 },
      { variantId: '1002', quantity: 1 },
    ]);
    renderWidget();
    await waitFor(() => expect(widget()).toHaveAccessibleName('Cart, 3 items'));
    expect(widget()).toHaveTextContent('Cart 3');
    expect(repairCart).not.toHaveBeenCalled();
  });

  it('follows this tab’s writes and other tabs’ (storage events)', async () => {
    renderWidget();
    await waitFor(() => expect(widget()).toHaveAttribute('data-hydrated', 'true'));
    store([{ variantId: '1001', quantity: 1 }]);
    act(() => void window.dispatchEvent(new Event(CART_CHANGE_EVENT)));
    await waitFor(() => expect(widget()).toHaveAccessibleName('Cart, 1 item'));
    store([{ variantId: '1001', quantity: 4 }]);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART.storageKey })));
    await waitFor(() => expect(widget()).toHaveAccessibleName('Cart, 4 items'));
    localStorage.removeItem(CART.storageKey);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CART.storageKey })));
    await waitFor(() => expect(widget()).toHaveAccessibleName('Cart, 0 items'));
  });

  it('reads junk as an empty cart, never crashing', async () => {
    localStorage.setItem(CART.storageKey, '{"state":');
    renderWidget();
    await waitFor(() => expect(widget()).toHaveAttribute('data-hydrated', 'true'));
    expect(widget()).toHaveAccessibleName('Cart, 0 items');
  });

  it('hands a cart with unsold variants or of an older version to the store to repair', async () => {
    store([{ variantId: '9999', quantity: 1 }]);
    const { unmount } = renderWidget();
    await waitFor(() => expect(repairCart).toHaveBeenCalledWith(KNOWN));
    unmount();
    repairCart.mockClear();
    store([{ variantId: '1001', quantity: 1 }], CART.version + 1);
    renderWidget();
    await waitFor(() => expect(repairCart).toHaveBeenCalledWith(KNOWN));
  });
});
