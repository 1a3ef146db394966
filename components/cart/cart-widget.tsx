'use client';

import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { itemCount } from '@/lib/cart/cart-math';
import { cartEn } from '@/lib/i18n/cart.en';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { useCartLines } from './use-cart';

/**
 * The header cart link. Its accessible name carries the count ("Cart, 2 items"). Once the
 * stored cart is loaded it drops lines whose product is no longer in the catalog, and says so.
 */
/** `icon` is drawn by the server header, so the icon set stays out of the browser bundle. */
export function CartWidget({
  href,
  knownVariantIds,
  icon,
}: {
  /** The cart page (ROUTES.cart), from the server, so the route table stays out of every page's JS. */
  href: string;
  knownVariantIds: string[];
  icon: ReactNode;
}) {
  const { lines, hydrated } = useCartLines();
  const count = itemCount(lines);

  useEffect(() => {
    if (!hydrated) return;
    const dropped = useCartStore.getState().prune(knownVariantIds);
    if (dropped.length > 0) useToastStore.getState().show({ title: cartEn.dropped(dropped.length) });
  }, [hydrated, knownVariantIds]);

  return (
    <Link href={href} className="cart-widget" aria-label={cartEn.widgetLabel(count)} data-hydrated={hydrated}>
      {icon}
      <span className="cart-widget-label">{cartEn.widget}</span>
      {/* WCAG 2.5.3: the words shown, "Cart 2", must read as words within the name "Cart, 2
          items"; without a space they run together ("Cart2"). The flex layout ignores it. */}{' '}
      {count > 0 ? <span className="badge rounded-pill text-bg-primary cart-count">{count}</span> : null}
    </Link>
  );
}
