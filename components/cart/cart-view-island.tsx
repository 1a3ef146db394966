'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';
import { cartStored } from './cart-widget';
import './cart-view.scss';

type CartViewProps = Parameters<typeof import('./cart-view-client').CartViewClient>[0];

const loadCartView = () => import('./cart-view-client').then((m) => m.CartViewClient);

/**
 * A cart is stored, or the address has a query: an add-to-cart form submitted before its
 * page's scripts ran (lib/cart/add-request.ts), which the view adds.
 */
const cartToShow = () => cartStored() || location.search !== '';

const loadIfCartToShow = (_box: HTMLElement, load: () => void) => {
  if (cartToShow()) load();
};

/**
 * The cart: server markup (`children`, CartLoading) until the browser's storage is read,
 * right after hydration. The lines live in this browser's storage, so the server can only
 * say the cart is loading. With nothing stored and nothing to add (most first visits), the
 * empty cart is shown as it is, and the view's code (store, lines, quantity controls,
 * checkout) is not fetched at all; otherwise CartViewClient loads at once. A cart stored
 * later by another tab brings the view in.
 */
export function CartViewIsland({
  children,
  emptyView,
  ...props
}: Omit<CartViewProps, 'carried'> & {
  children: ReactNode;
  /** The empty cart (EmptyCartView), rendered by the server: its markup's code stays off the page. */
  emptyView: ReactNode;
}) {
  const [empty, setEmpty] = useState(false);

  useEffect(() => {
    const check = () => setEmpty(!cartToShow());
    check();
    // Nothing on this page writes the cart before the view is in; another tab may (any
    // key: reading one is cheaper than the bytes of a filter on this page's first load).
    addEventListener('storage', check);
    return () => removeEventListener('storage', check);
  }, []);

  if (empty) return emptyView;
  return (
    <MarkupUpgrade load={loadCartView} props={props} loadWhen={loadIfCartToShow}>
      {children}
    </MarkupUpgrade>
  );
}
