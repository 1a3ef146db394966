'use client';

import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { useEffect, useState } from 'react';
import { CART } from '@/lib/constants';
import { CART_CHANGE_EVENT } from '@/lib/cart/change-event';
import { cartWidgetEn } from '@/lib/i18n/cart-widget.en';

const loadCount = () => import('./stored-cart-count');

/**
 * Whether anything is stored under the cart's key (storage may be blocked: then nothing is).
 * The cart page's view loads only when it says so, too (./cart-view-island.tsx).
 */
export function cartStored(): boolean {
  try {
    return window.localStorage.getItem(CART.storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * The header cart link. Its accessible name carries the count ("Cart, 2 items"). It reads
 * the stored cart itself and follows this tab's writes (CART_CHANGE_EVENT) and other
 * tabs' (`storage`), so the cart store and its persistence stay out of every page's first
 * load; so does the code that reads and validates a stored cart (./stored-cart-count.ts),
 * loaded only when one is stored, which most visitors' first pages do not have. A cart
 * that holds variants the catalog no longer sells, or that an older version stored, is
 * handed to the store once (./cart-repair.ts), which fixes it and says so.
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
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    // Reads finish in the order they started, so the last write is the one shown.
    let reading = Promise.resolve();
    const read = () => {
      reading = reading.then(async () => {
        if (!cartStored()) return void (cancelled || setCount(0));
        const { readStoredCartCount } = await loadCount();
        if (cancelled) return;
        const cart = readStoredCartCount(knownVariantIds);
        setCount(cart.count);
        if (cart.needsRepair) void import('./cart-repair').then(({ repairCart }) => repairCart(knownVariantIds));
      });
      // A failed chunk (left to the runtime's chunk reload) must not stop later reads.
      reading = reading.catch(() => undefined);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART.storageKey || event.key === null) read();
    };
    read();
    window.addEventListener(CART_CHANGE_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener(CART_CHANGE_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, [knownVariantIds]);

  const shown = count ?? 0;
  return (
    <Link
      href={href}
      className="cart-widget"
      aria-label={cartWidgetEn.widgetLabel(shown)}
      data-hydrated={count !== null}
    >
      {icon}
      <span className="cart-widget-label">{cartWidgetEn.widget}</span>
      {/* WCAG 2.5.3: the words shown, "Cart 2", must read as words within the name "Cart, 2
          items"; without a space they run together ("Cart2"). The flex layout ignores it. */}{' '}
      {shown > 0 ? <span className="badge rounded-pill text-bg-primary cart-count">{shown}</span> : null}
    </Link>
  );
}
