import type { ReactNode } from 'react';
import Link from '@/components/navigation/link';
import { formatPrice } from '@/lib/format/money';
import { cartEn } from '@/lib/i18n/cart.en';

/**
 * The cart's markup without hooks: rendered by the server (the loading state, the stand-in
 * until the cart view loads, see CartViewIsland) and by CartViewClient. Its stylesheet,
 * cart-view.scss, comes with CartViewIsland.
 */

function EmptyCart({ productsHref }: { productsHref: string }) {
  return (
    <div className="cart-empty p-4 rounded-4 bg-light">
      <p className="mb-3">{cartEn.emptyLead}</p>
      <Link href={productsHref} className="btn btn-primary">
        {cartEn.browse}
      </Link>
    </div>
  );
}

/** Checkout cannot start: a disabled button with the reason beside it. */
export function CheckoutUnavailable({ reason }: { reason: string }) {
  return (
    <>
      <button type="button" className="btn btn-primary btn-lg w-100" disabled aria-describedby="checkout-reason">
        {cartEn.checkout}
      </button>
      <p id="checkout-reason" className="small mt-2 mb-0 text-secondary" role="status">
        {reason}
      </p>
    </>
  );
}

/** The subtotal, the tax note and the checkout control (`children`). */
export function CartSummary({ subtotal, children }: { subtotal: number; children: ReactNode }) {
  return (
    <div className="cart-summary mt-4 p-4 rounded-4 border">
      <dl className="d-flex justify-content-between align-items-baseline mb-1">
        <dt className="fw-semibold">{cartEn.subtotal}</dt>
        <dd className="fs-4 fw-bold mb-0" data-testid="cart-subtotal">
          {formatPrice(subtotal)}
        </dd>
      </dl>
      <p className="small text-secondary">{cartEn.taxNote}</p>
      {children}
    </div>
  );
}

/** The empty cart: a way to the products, and checkout disabled with the reason beside it. */
export function EmptyCartView({ productsHref }: { productsHref: string }) {
  return (
    <section className="cart-view my-4" aria-labelledby="cart-heading">
      <h2 id="cart-heading" className="h4">
        {cartEn.empty}
      </h2>
      <EmptyCart productsHref={productsHref} />
      <CartSummary subtotal={0}>
        <CheckoutUnavailable reason={cartEn.checkoutEmpty} />
      </CartSummary>
    </section>
  );
}

/**
 * Until the stored cart is read: the empty cart's layout, hidden, so the page below does
 * not jump when it appears (most visitors arrive with an empty cart).
 */
export function CartLoading({ productsHref }: { productsHref: string }) {
  return (
    <section className="cart-view my-4" aria-busy="true" aria-labelledby="cart-heading">
      <h2 id="cart-heading" className="h4 d-flex align-items-center gap-2">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {cartEn.loading}
      </h2>
      {/* The cart lives in localStorage, so without scripts it never loads: say so. */}
      <noscript>
        <p className="alert alert-warning">{cartEn.needsScript}</p>
      </noscript>
      <div className="invisible" aria-hidden="true">
        <EmptyCart productsHref={productsHref} />
        <CartSummary subtotal={0}>
          <CheckoutUnavailable reason={cartEn.checkoutEmpty} />
        </CartSummary>
      </div>
    </section>
  );
}
