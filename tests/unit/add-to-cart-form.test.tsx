import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADD_FIELDS } from '@/lib/cart/add-request';
import { AddToCartForm } from '@/components/cart/add-to-cart-form';

const addToCart = vi.fn();
vi.mock('@/components/cart/cart-actions', () => ({ addToCart }));

const renderForm = (onAdd = vi.fn(), Form = AddToCartForm) => {
  render(
    <Form cartHref="/cart" onAdd={onAdd}>
      <input type="hidden" name={ADD_FIELDS.variant} value="1001" />
      <input type="hidden" name={ADD_FIELDS.quantity} value="2" />
      <button type="submit">Add to cart</button>
    </Form>,
  );
  return onAdd;
};

describe('the add-to-cart form', () => {
  beforeEach(() => addToCart.mockClear());

  it('goes to the cart page without scripts', () => {
    renderForm();
    const form = screen.getByRole('button').closest('form')!;
    expect(form).toHaveAttribute('action', '/cart/');
    expect(form).toHaveAttribute('method', 'get');
  });

  it('adds in place with the cart code, once it has loaded, naming the button pressed', async () => {
    const onAdd = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const [request, submitter, cart] = onAdd.mock.calls[0]!;
    expect(request).toEqual({ variantId: '1001', quantity: 2 });
    expect(submitter).toBe(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cart.addToCart).toBe(addToCart);
  });

  it('goes to the cart page as without scripts when the cart code cannot load', async () => {
    vi.resetModules();
    vi.doMock('@/components/cart/cart-actions', () => {
      throw new Error('ChunkLoadError: Failed to load chunk');
    });
    const { AddToCartForm: FreshForm } = await import('@/components/cart/add-to-cart-form');
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const onAdd = renderForm(vi.fn(), FreshForm);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(onAdd).not.toHaveBeenCalled();
    submit.mockRestore();
  });
});
