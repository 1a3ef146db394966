'use client';

import { useAppRouter } from '@/hooks/use-app-router';
import { useEffect, useId, useRef, useState } from 'react';
import { CART } from '@/lib/constants';
import { ADD_FIELDS } from '@/lib/cart/add-request';
import type { StockState } from '@/lib/content';
import { formatPrice } from '@/lib/format/money';
import { productsEn } from '@/lib/i18n/products.en';
import { variantLabel } from '@/lib/cart/variant-label';
import { AddToCartForm } from '@/components/cart/add-to-cart-form';
import { Select } from '@/components/ui/select';

export interface BuyBoxVariant {
  id: string;
  name: string;
  sku: string;
  stock: StockState;
  /** Integer cents, already resolved against the product price. */
  price: number;
}

const QUANTITIES = Array.from({ length: CART.maxQuantity - CART.minQuantity + 1 }, (_, i) => CART.minQuantity + i);

/**
 * Buy-now block: variant picker, price, stock state, quantity, "Add to cart" and "Buy now"
 * (add, then go to the cart). Out-of-stock variants stay selectable so their state can be
 * read, but cannot be added. It is an AddToCartForm: before the page's scripts run, both
 * buttons take the chosen variant and quantity to the cart page, which adds them; a
 * choice made in that time is kept when the page hydrates.
 */
export function BuyBox({
  productName,
  variants,
  defaultVariantId,
  compareAtPrice,
  cartHref,
}: {
  productName: string;
  variants: BuyBoxVariant[];
  defaultVariantId: string;
  compareAtPrice?: number;
  /** The cart page (ROUTES.cart), from the server. */
  cartHref: string;
}) {
  const router = useAppRouter();
  const [selectedId, setSelectedId] = useState(defaultVariantId);
  const ids = { quantity: useId(), stock: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const buyNowRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // Hydration keeps a radio the visitor checked before the scripts ran; so does the state.
    const checked = formRef.current?.querySelector<HTMLInputElement>(`input[name="${ADD_FIELDS.variant}"]:checked`);
    if (checked) setSelectedId(checked.value);
  }, []);
  const variant = variants.find((v) => v.id === selectedId) ?? variants[0]!;
  const buyable = variant.stock !== 'out_of_stock';
  const saving = compareAtPrice && compareAtPrice > variant.price ? compareAtPrice - variant.price : 0;

  return (
    <AddToCartForm
      cartHref={cartHref}
      className="buy-box p-4 rounded-4 border"
      ref={formRef}
      onAdd={({ variantId, quantity }, submitter, cart) => {
        const added = variants.find((v) => v.id === variantId) ?? variant;
        cart.addToCart(added.id, quantity, variantLabel(productName, added.name, variants.length), cartHref);
        if (submitter === buyNowRef.current) router.push(cartHref);
      }}
    >
      <p className="mb-2 d-flex align-items-baseline flex-wrap gap-2">
        <span className="visually-hidden">{productsEn.price}: </span>
        <span className="fs-2 fw-bold" data-testid="buy-box-price">
          {formatPrice(variant.price)}
        </span>
        {saving ? (
          <>
            <s className="text-secondary">
              <span className="visually-hidden">{productsEn.compareAt} </span>
              {formatPrice(compareAtPrice!)}
            </s>
            <span className="badge text-bg-success">{productsEn.save(formatPrice(saving))}</span>
          </>
        ) : null}
      </p>
      {variants.length > 1 ? (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-2">{productsEn.option}</legend>
          <div className="d-flex flex-column gap-2">
            {variants.map((v) => (
              <label key={v.id} className={`variant-option ${v.id === selectedId ? 'is-selected' : ''}`}>
                <input
                  type="radio"
                  name={ADD_FIELDS.variant}
                  value={v.id}
                  className="form-check-input me-2"
                  checked={v.id === selectedId}
                  onChange={() => setSelectedId(v.id)}
                />
                <span className="flex-grow-1">{v.name}</span>
                <span className="small text-secondary ms-2">
                  {formatPrice(v.price)} · {productsEn.stockShort[v.stock]}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name={ADD_FIELDS.variant} value={variant.id} />
      )}
      <p id={ids.stock} className={`stock-state stock-${variant.stock} small mb-3`} data-stock={variant.stock}>
        {productsEn.stock[variant.stock]}
        <span className="d-block text-secondary">
          {productsEn.sku}: {variant.sku}
        </span>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label htmlFor={ids.quantity} className="form-label small fw-semibold mb-1">
            {productsEn.quantity}
          </label>
          <Select
            id={ids.quantity}
            name={ADD_FIELDS.quantity}
            className="buy-quantity"
            defaultValue={CART.minQuantity}
            disabled={!buyable}
          >
            {QUANTITIES.map((q) => (
              <option key={q} value={q}>
                {q}
              </option>
            ))}
          </Select>
        </div>
        <button
          type="submit"
          className="btn btn-primary btn-lg flex-grow-1"
          disabled={!buyable}
          aria-describedby={ids.stock}
        >
          {buyable
            ? variant.stock === 'preorder'
              ? productsEn.preorder
              : productsEn.addToCart
            : productsEn.unavailable}
        </button>
        <button
          ref={buyNowRef}
          type="submit"
          className="btn btn-outline-primary btn-lg flex-grow-1"
          disabled={!buyable}
        >
          {productsEn.buyNow}
        </button>
      </div>
    </AddToCartForm>
  );
}
