import { ADD_TO_CART_ATTRIBUTE, readAddRequest } from '@/lib/cart/add-request';

/**
 * A server-rendered add-to-cart form (ADD_TO_CART_ATTRIBUTE) is a GET to the cart page,
 * which adds the line there: that is what its submit does before the client runtime runs.
 * Once it runs, a submit of such a form adds to the cart in place (store,
 * toast with a link to the cart page) instead of leaving the page; no island per form. If
 * the cart's code cannot load, the form is sent as without scripts. Returns a function
 * that stops.
 */
export function handleAddToCartSubmits(): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    const name = form.getAttribute(ADD_TO_CART_ATTRIBUTE);
    const request = name === null ? null : readAddRequest(new FormData(form));
    if (name === null || !request) return;
    event.preventDefault();
    import('./cart-actions').then(
      ({ addToCart }) => addToCart(request.variantId, request.quantity, name, form.getAttribute('action') ?? undefined),
      () => form.submit(),
    );
  };
  document.addEventListener('submit', onSubmit);
  return () => document.removeEventListener('submit', onSubmit);
}
