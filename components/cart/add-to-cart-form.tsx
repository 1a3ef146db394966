'use client';

import type { FormEvent, ReactNode, Ref } from 'react';
import { readAddRequest, type AddRequest } from '@/lib/cart/add-request';
import { pageHref } from '@/lib/navigation/page-href';

/** The cart's code: its store, stored copy and "Added to cart" toast. */
const loadCartActions = () => import('./cart-actions');
export type CartActions = Awaited<ReturnType<typeof loadCartActions>>;

/** Starts loading the cart's code early; a failure shows when the form is submitted. */
const warmCartActions = () => void loadCartActions().catch(() => undefined);

/**
 * A form that adds to the cart. Hydrated, it adds in place (`onAdd`, with the button that
 * submitted it and the cart's actions). Before the page's scripts run, the browser
 * submits it to the cart page, which adds the line from the query (lib/cart/add-request.ts):
 * the click is not lost. The cart's code is not part of the page load: it loads when the
 * visitor points at, touches or focuses the form, and a submit waits for it; if it cannot
 * load, the form goes to the cart page as it would without scripts. Its fields are named
 * by ADD_FIELDS.
 */
export function AddToCartForm({
  cartHref,
  onAdd,
  className,
  ref,
  children,
}: {
  /** The cart page (ROUTES.cart), from the server. */
  cartHref: string;
  onAdd: (request: AddRequest, submitter: HTMLElement | null, cart: CartActions) => void;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const request = readAddRequest(new FormData(form));
    if (!request) return;
    loadCartActions().then(
      (cart) => onAdd(request, submitter, cart),
      () => form.submit(),
    );
  }
  return (
    <form
      ref={ref}
      action={pageHref(cartHref)}
      method="get"
      className={className}
      onSubmit={submit}
      onPointerOver={warmCartActions}
      onTouchStart={warmCartActions}
      onFocus={warmCartActions}
    >
      {children}
    </form>
  );
}
