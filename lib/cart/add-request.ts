import { clampQuantity } from './quantity';

/**
 * An add-to-cart form (components/cart/add-to-cart-form.tsx) names its fields so. With
 * the page's scripts running it adds in place; before they run, the browser submits it
 * as it is, a GET to the cart page (`/cart/?variant=…&quantity=…`), which adds the line
 * from that query (components/cart/use-add-request.ts). A click is never lost.
 */
export const ADD_FIELDS = { variant: 'variant', quantity: 'quantity' } as const;

/**
 * On a server-rendered add-to-cart form with no island (the comparison table's columns):
 * the product's name, for the "Added to cart" toast. Once the client runtime runs, its
 * submit adds in place (components/cart/add-to-cart-submits.ts).
 */
export const ADD_TO_CART_ATTRIBUTE = 'data-add-to-cart';

export interface AddRequest {
  variantId: string;
  /** Clamped to CART.minQuantity..CART.maxQuantity; 1 when the form has no quantity. */
  quantity: number;
}

/** The request in a form's fields or the cart page's query; null without a variant or with a quantity that is not a number. */
export function readAddRequest(fields: { get(name: string): unknown }): AddRequest | null {
  const variantId = fields.get(ADD_FIELDS.variant);
  if (typeof variantId !== 'string' || !variantId) return null;
  const raw = fields.get(ADD_FIELDS.quantity);
  const quantity = raw === null ? 1 : typeof raw === 'string' ? clampQuantity(Number(raw)) : null;
  return quantity === null ? null : { variantId, quantity };
}
