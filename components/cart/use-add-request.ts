'use client';

import { useEffect } from 'react';
import { ADD_FIELDS, readAddRequest } from '@/lib/cart/add-request';
import { variantCount, type CartVariants } from '@/lib/cart/cart-math';
import { variantLabel } from '@/lib/cart/variant-label';
import { addToCart } from './cart-actions';

/**
 * On the cart page: adds the line an add-to-cart form submitted before its page's scripts
 * ran (`?variant=…&quantity=…`, lib/cart/add-request.ts), once, then takes those fields
 * off the URL so a reload or Back does not add it again. Unknown and sold-out variants
 * are not added.
 */
export function useAddRequest(variants: CartVariants): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(ADD_FIELDS.variant)) return;
    const request = readAddRequest(url.searchParams);
    url.searchParams.delete(ADD_FIELDS.variant);
    url.searchParams.delete(ADD_FIELDS.quantity);
    window.history.replaceState(window.history.state, '', url);
    const item = request ? variants[request.variantId] : undefined;
    if (!request || !item || item.stock === 'out_of_stock') return;
    addToCart(
      request.variantId,
      request.quantity,
      variantLabel(item.productName, item.variantName, variantCount(variants, item.productSlug)),
    );
  }, [variants]);
}
