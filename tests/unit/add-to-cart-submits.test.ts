// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { handleAddToCartSubmits } from '@/components/cart/add-to-cart-submits';
import { ADD_FIELDS, ADD_TO_CART_ATTRIBUTE } from '@/lib/cart/add-request';

const addToCart = vi.fn();
vi.mock('@/components/cart/cart-actions', () => ({ addToCart }));

function form(attributes: Record<string, string>, quantity?: string) {
  const element = document.body.appendChild(document.createElement('form'));
  element.setAttribute('action', '/cart/');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML =
    `<input type="hidden" name="${ADD_FIELDS.variant}" value="44019283740011">` +
    (quantity ? `<input type="hidden" name="${ADD_FIELDS.quantity}" value="${quantity}">` : '') +
    '<button type="submit">Add to cart</button>';
  return element;
}
const submit = (element: HTMLFormElement) => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

let stop: () => void = () => {};
afterEach(() => {
  stop();
  addToCart.mockClear();
  document.body.innerHTML = '';
});

describe('server-rendered add-to-cart forms', () => {
  it('add in place, with the product name for the toast, once the runtime runs', async () => {
    stop = handleAddToCartSubmits();
    const event = submit(form({ [ADD_TO_CART_ATTRIBUTE]: 'Clonewave Box Pro' }, '2'));
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(addToCart).toHaveBeenCalledWith('44019283740011', 2, 'Clonewave Box Pro', '/cart/'));
  });

  it('leave every other form alone', async () => {
    stop = handleAddToCartSubmits();
    const event = submit(form({}));
    expect(event.defaultPrevented).toBe(false);
    await Promise.resolve();
    expect(addToCart).not.toHaveBeenCalled();
  });
});
