'use client';

import Link from '@/components/navigation/link';
import { useEffect } from 'react';
import { itemCount } from '@/lib/cart/cart-math';
import { messages } from '@/lib/i18n';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { Icon } from '@/components/ui/icon';
import { useCartLines } from './use-cart';

/**
 * The header cart link. Its accessible name carries the count ("Cart, 2 items"). Once the
 * stored cart is loaded it drops lines whose product is no longer in the catalog, and says so.
 */
export function CartWidget({ knownVariantIds }: { knownVariantIds: string[] }) {
  const { lines, hydrated } = useCartLines();
  const count = itemCount(lines);

  useEffect(() => {
    if (!hydrated) return;
    const dropped = useCartStore.getState().prune(knownVariantIds);
    if (dropped.length > 0) useToastStore.getState().show({ title: messages.cart.dropped(dropped.length) });
  }, [hydrated, knownVariantIds]);

  return (
    <Link href="/cart" className="cart-widget" aria-label={messages.cart.widgetLabel(count)} data-hydrated={hydrated}>
      <Icon name="cart" />
      <span className="cart-widget-label">{messages.cart.widget}</span>
      {count > 0 ? <span className="badge rounded-pill text-bg-primary cart-count">{count}</span> : null}
    </Link>
  );
}
