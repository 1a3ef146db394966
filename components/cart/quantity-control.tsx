'use client';

import { useId, useState } from 'react';
import { CART } from '@/lib/constants';
import { cartEn } from '@/lib/i18n/cart.en';
import { useCartStore } from '@/stores/cart-store';

/**
 * − / number / + for one line. Typing is free; a value is applied as soon as it is a whole
 * number in range. Anything else shows why and, on leaving the field, the last good value
 * comes back, so a typo never loses the line.
 */
export function QuantityControl({ variantId, quantity, name }: { variantId: string; quantity: number; name: string }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const [draft, setDraft] = useState(String(quantity));
  const [error, setError] = useState<string | null>(null);
  const [shownQuantity, setShownQuantity] = useState(quantity);
  const errorId = useId();

  // Another tab or the − / + buttons changed the line: show the new quantity.
  if (quantity !== shownQuantity) {
    setShownQuantity(quantity);
    setDraft(String(quantity));
  }

  const apply = (value: string) => {
    setDraft(value);
    const n = /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
    if (Number.isNaN(n) || n < CART.minQuantity) {
      setError(cartEn.quantityInvalid(CART.minQuantity, CART.maxQuantity));
      return;
    }
    setError(n > CART.maxQuantity ? cartEn.quantityMax(CART.maxQuantity) : null);
    setQuantity(variantId, n);
    if (n > CART.maxQuantity) setDraft(String(CART.maxQuantity));
  };

  const step = (delta: number) => {
    setError(null);
    setQuantity(variantId, quantity + delta);
  };

  return (
    <div className="quantity-control">
      <div className="input-group input-group-sm flex-nowrap">
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={cartEn.decrease(name)}
          disabled={quantity <= CART.minQuantity}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          className={`form-control text-center ${error ? 'is-invalid' : ''}`}
          aria-label={cartEn.quantityOf(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft}
          onChange={(event) => apply(event.target.value)}
          onBlur={() => {
            if (error && draft !== String(quantity)) setDraft(String(quantity));
          }}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={cartEn.increase(name)}
          disabled={quantity >= CART.maxQuantity}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {error ? (
        <div id={errorId} className="small text-danger mt-1" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
