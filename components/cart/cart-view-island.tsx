'use client';

import type { ReactNode } from 'react';
import { FormUpgrade } from '@/components/forms/form-upgrade';
import './cart-view.scss';

type CartViewProps = Parameters<typeof import('./cart-view-client').CartViewClient>[0];

const loadCartView = () => import('./cart-view-client').then((m) => m.CartViewClient);
const loadAtOnce = (_box: HTMLElement, load: () => void) => load();

/**
 * The cart: server markup (`children`, CartLoading) until CartViewClient loads, right
 * after hydration. The lines live in this browser's storage, so the server can only say
 * the cart is loading; the view's code (lines, quantity controls, checkout) is fetched
 * after the page's own, not with it.
 */
export function CartViewIsland({ children, ...props }: Omit<CartViewProps, 'carried'> & { children: ReactNode }) {
  return (
    <FormUpgrade load={loadCartView} props={props} loadWhen={loadAtOnce}>
      {children}
    </FormUpgrade>
  );
}
