'use client';

import type { FormEvent, ReactNode, Ref } from 'react';
import { readAddRequest, type AddRequest } from '@/lib/cart/add-request';
import { pageHref } from '@/lib/navigation/page-href';

/**
 * A form that adds to the cart. Hydrated, it adds in place (`onAdd`, with the button that
 * submitted it). Before the page's scripts run, the browser submits it to the cart page,
 * which adds the line from the query (lib/cart/add-request.ts): the click is not lost.
 * Its fields are named by ADD_FIELDS.
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
  onAdd: (request: AddRequest, submitter: HTMLElement | null) => void;
  className?: string;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = readAddRequest(new FormData(event.currentTarget));
    if (request) onAdd(request, (event.nativeEvent as SubmitEvent).submitter);
  }
  return (
    <form ref={ref} action={pageHref(cartHref)} method="get" className={className} onSubmit={submit}>
      {children}
    </form>
  );
}
