import { describe, expect, it } from 'vitest';
import { ADD_FIELDS, readAddRequest } from '@/lib/cart/add-request';
import { CART } from '@/lib/constants';

const query = (search: string) => readAddRequest(new URLSearchParams(search));

describe('an add-to-cart request from a form or the cart page query', () => {
  it('reads the variant and the quantity', () => {
    expect(query('variant=44019283740011&quantity=3')).toEqual({ variantId: '44019283740011', quantity: 3 });
  });

  it('takes one when the form has no quantity, and clamps to the cart limits', () => {
    expect(query('variant=1')).toEqual({ variantId: '1', quantity: 1 });
    expect(query('variant=1&quantity=99')?.quantity).toBe(CART.maxQuantity);
    expect(query('variant=1&quantity=0')?.quantity).toBe(CART.minQuantity);
  });

  it('refuses a missing variant or a quantity that is not a number', () => {
    expect(query('quantity=2')).toBeNull();
    expect(query('variant=&quantity=2')).toBeNull();
    expect(query('variant=1&quantity=two')).toBeNull();
  });

  it('reads the fields of a form named by ADD_FIELDS', () => {
    const form = new FormData();
    form.set(ADD_FIELDS.variant, '7');
    form.set(ADD_FIELDS.quantity, '2');
    expect(readAddRequest(form)).toEqual({ variantId: '7', quantity: 2 });
  });
});
