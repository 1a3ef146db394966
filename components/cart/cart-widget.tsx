'use client';

import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { useEffect, useState } from 'react';
import { CART } from '@/lib/constants';
import { itemCount, type CartLine } from '@/lib/cart/cart-math';
import { CART_CHANGE_EVENT, readCart } from '@/lib/cart/persistence';
import { cartEn } from '@/lib/i18n/cart.en';
import { safeLocalStorage } from '@/browser/safe-storage';

const readStoredCart = () => readCart(safeLocalStorage.getItem(CART.storageKey) as string | null);

/**
 * The header cart link. Its accessible name carries the count ("Cart, 2 items"). It reads
 * the stored cart itself and follows this tab's writes (CART_CHANGE_EVENT) and other
 * tabs' (`storage`), so the cart store and its persistence stay out of every page's first
 * load. A cart that holds variants the catalog no longer sells, or that an older version
 * stored, is handed to the store once (./cart-repair.ts), which fixes it and says so.
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
  const [lines, setLines] = useState<CartLine[] | null>(null);
  const count = itemCount(lines ?? []);

  useEffect(() => {
    const known = new Set(knownVariantIds);
    const read = () => {
      const cart = readStoredCart();
      setLines(cart.lines);
      if (!cart.current || cart.lines.some((line) => !known.has(line.variantId))) {
        void import('./cart-repair').then(({ repairCart }) => repairCart(knownVariantIds));
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART.storageKey || event.key === null) read();
    };
    read();
    window.addEventListener(CART_CHANGE_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CART_CHANGE_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, [knownVariantIds]);

  return (
    <Link href={href} className="cart-widget" aria-label={cartEn.widgetLabel(count)} data-hydrated={lines !== null}>
      {icon}
      <span className="cart-widget-label">{cartEn.widget}</span>
      {/* WCAG 2.5.3: the words shown, "Cart 2", must read as words within the name "Cart, 2
          items"; without a space they run together ("Cart2"). The flex layout ignores it. */}{' '}
      {count > 0 ? <span className="badge rounded-pill text-bg-primary cart-count">{count}</span> : null}
    </Link>
  );
}
