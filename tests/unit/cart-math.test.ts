import { describe, expect, it } from 'vitest';
import {
  addLine,
  itemCount,
  removeLine,
  resolveLines,
  sanitizeLines,
  setLineQuantity,
  subtotal,
  type CartVariants,
} from '@/lib/cart/cart-math';
import { clampQuantity } from '@/lib/cart/quantity';
import { migrateCart } from '@/lib/cart/persistence';
import { shopifyCheckout } from '@/lib/checkout/shopify';

const item = (variantId: string, price: number) => ({
  variantId,
  productSlug: `p-${variantId}`,
  productName: `Product ${variantId}`,
  variantName: 'Standard',
  price,
  thumbnail: '/_ipx/f_webp,w_320,q_75/images/products/box.svg.webp',
  path: `/p-${variantId}`,
  stock: 'in_stock' as const,
});

describe('cart math', () => {
  it('clamps quantities to 1–10 and refuses non-numbers', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(3.9)).toBe(3);
    expect(clampQuantity(Number.NaN)).toBeNull();
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBeNull();
    expect(clampQuantity('3')).toBeNull();
    expect(clampQuantity(null)).toBeNull();
  });

  it('adds to the existing line of a variant instead of duplicating it, up to 10', () => {
    let lines = addLine([], '1001', 2);
    lines = addLine(lines, '1001', 3);
    lines = addLine(lines, '2002');
    expect(lines).toEqual([
      { variantId: '1001', quantity: 5 },
      { variantId: '2002', quantity: 1 },
    ]);
    expect(addLine(lines, '1001', 9)[0]).toEqual({ variantId: '1001', quantity: 10 });
    expect(addLine(lines, 'not-an-id', 1)).toEqual(lines);
    expect(addLine(lines, '1001', 'two')).toEqual(lines);
  });

  it('sets, removes and counts', () => {
    const lines = [
      { variantId: '1001', quantity: 2 },
      { variantId: '2002', quantity: 1 },
    ];
    expect(setLineQuantity(lines, '2002', 7)[1]!.quantity).toBe(7);
    expect(setLineQuantity(lines, '2002', 'x')).toEqual(lines);
    expect(setLineQuantity(lines, '9999', 3)).toEqual(lines);
    expect(removeLine(lines, '1001')).toEqual([{ variantId: '2002', quantity: 1 }]);
    expect(itemCount(lines)).toBe(3);
  });

  it('totals integer cents from the variant table and sets unknown variants apart', () => {
    const variants: CartVariants = { '1001': item('1001', 34900), '2002': item('2002', 1999) };
    const { resolved, dropped } = resolveLines(
      [
        { variantId: '1001', quantity: 2 },
        { variantId: '2002', quantity: 3 },
        { variantId: '3003', quantity: 1 },
      ],
      variants,
    );
    expect(resolved.map((l) => l.lineTotal)).toEqual([69800, 5997]);
    expect(subtotal(resolved)).toBe(75797);
    expect(dropped).toEqual([{ variantId: '3003', quantity: 1 }]);
  });

  it('sanitizes stored lines: junk skipped, duplicates merged, quantities clamped', () => {
    expect(sanitizeLines('junk')).toEqual([]);
    expect(
      sanitizeLines([
        null,
        4,
        { variantId: 5 },
        { variantId: '1001', quantity: 40 },
        { variantId: '1001', quantity: 2 },
        { variantId: '2002', quantity: 'x' },
      ]),
    ).toEqual([{ variantId: '1001', quantity: 10 }]);
  });

  it('migrates a version 0 cart and empties unknown versions', () => {
    expect(migrateCart({ items: { '1001': 2, '2002': 30 } }, 0)).toEqual({
      lines: [
        { variantId: '1001', quantity: 2 },
        { variantId: '2002', quantity: 10 },
      ],
    });
    expect(migrateCart({ lines: [{ variantId: '1001', quantity: 1 }] }, 7)).toEqual({ lines: [] });
  });
});

describe('Shopify checkout', () => {
  it('builds the cart permalink with every line', () => {
    const provider = shopifyCheckout('https://shop.clonewave.example/');
    expect(
      provider.checkoutUrl([
        { variantId: '44019283740035', quantity: 2 },
        { variantId: '44019283740042', quantity: 1 },
      ]),
    ).toBe('https://shop.clonewave.example/cart/44019283740035:2,44019283740042:1');
  });
});
