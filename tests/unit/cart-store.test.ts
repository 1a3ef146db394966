// @vitest-environment jsdom
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART } from '@/lib/constants';
import { resolveLines, subtotal, type CartVariants } from '@/lib/cart/cart-math';
import { useCartStore } from '@/stores/cart-store';

const IDS = ['1000001', '1000002', '1000003', '1000004', '1000005'] as const;
const PRICES: Record<string, number> = {
  '1000001': 11900,
  '1000002': 34900,
  '1000003': 2900,
  '1000004': 9900,
  '1000005': 129,
};
const variants: CartVariants = Object.fromEntries(
  IDS.map((id) => [
    id,
    {
      variantId: id,
      productSlug: id,
      productName: id,
      variantName: 'Std',
      price: PRICES[id]!,
      thumbnail: '/_ipx/f_webp,w_320,q_75/images/x.svg.webp',
      path: `/${id}`,
    },
  ]),
) as CartVariants;

const store = () => useCartStore.getState();
const rehydrate = () => useCartStore.persist.rehydrate();

function reset() {
  localStorage.clear();
  useCartStore.setState({ lines: [] });
  localStorage.clear();
}

beforeEach(reset);

describe('cart store', () => {
  it('persists under the versioned key with ids and quantities only', () => {
    store().add('1000002', 2);
    const stored = JSON.parse(localStorage.getItem(CART.storageKey)!);
    expect(stored).toEqual({ state: { lines: [{ variantId: '1000002', quantity: 2 }] }, version: CART.version });
  });

  it('refuses a non-number quantity and keeps the line', () => {
    store().add('1000001', 3);
    expect(store().setQuantity('1000001', 'ten')).toBe(false);
    expect(store().setQuantity('1000001', Number.NaN)).toBe(false);
    expect(store().lines).toEqual([{ variantId: '1000001', quantity: 3 }]);
    expect(store().setQuantity('1000001', 25)).toBe(true);
    expect(store().lines[0]!.quantity).toBe(10);
  });

  it('migrates a version 0 cart on rehydrate and writes it back as the current version', async () => {
    localStorage.setItem(CART.storageKey, JSON.stringify({ state: { items: { '1000003': 4 } }, version: 0 }));
    await rehydrate();
    expect(store().lines).toEqual([{ variantId: '1000003', quantity: 4 }]);
    expect(JSON.parse(localStorage.getItem(CART.storageKey)!).version).toBe(CART.version);
  });

  it('prunes lines whose product is gone and reports them', () => {
    store().add('1000001');
    store().add('9999999');
    expect(store().prune(['1000001'])).toEqual([{ variantId: '9999999', quantity: 1 }]);
    expect(store().lines).toEqual([{ variantId: '1000001', quantity: 1 }]);
  });

  it('junk in storage gives an empty valid cart, never an exception', async () => {
    const junk = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => {
        try {
          return JSON.stringify(value) ?? 'undefined';
        } catch {
          return 'null';
        }
      }),
      fc.record({ state: fc.anything(), version: fc.oneof(fc.integer(), fc.string()) }).map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (raw) => {
        useCartStore.setState({ lines: [{ variantId: '1000001', quantity: 2 }] });
        localStorage.setItem(CART.storageKey, raw);
        await rehydrate();
        for (const line of store().lines) {
          expect(line.variantId).toMatch(/^\d+$/);
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 10).toBe(true);
        }
        expect(new Set(store().lines.map((l) => l.variantId)).size).toBe(store().lines.length);
      }),
      { numRuns: 300 },
    );
    // Pure garbage (not our envelope) is an empty cart.
    for (const raw of ['{', 'null', '42', '"cart"', '[]', '{"lines":[{"variantId":"1000001","quantity":1}]}']) {
      useCartStore.setState({ lines: [{ variantId: '1000001', quantity: 2 }] });
      localStorage.setItem(CART.storageKey, raw);
      await rehydrate();
      expect(store().lines, raw).toEqual([]);
    }
  });
});

type Op =
  | { kind: 'add'; id: string; qty: unknown }
  | { kind: 'set'; id: string; qty: unknown }
  | { kind: 'remove'; id: string }
  | { kind: 'clear' }
  | { kind: 'rehydrate' };

const id = fc.constantFrom(...IDS);
const qty = fc.oneof(
  fc.integer({ min: -20, max: 30 }),
  fc.double(),
  fc.constantFrom('3', null, undefined, Number.NaN, Number.POSITIVE_INFINITY),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), id, qty }),
  fc.record({ kind: fc.constant('set' as const), id, qty }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.constant({ kind: 'clear' as const }),
  fc.constant({ kind: 'rehydrate' as const }),
);

/** The reference model: a plain map, with the spec's rules written out the simple way. */
function applyModel(model: Map<string, number>, o: Op) {
  const valid = (q: unknown): q is number => typeof q === 'number' && Number.isFinite(q);
  const clamp = (q: number) => Math.min(10, Math.max(1, Math.trunc(q)));
  // Like a default parameter: only a missing quantity means 1; null is refused.
  const addQty = o.kind === 'add' && o.qty === undefined ? 1 : 'qty' in o ? o.qty : undefined;
  if (o.kind === 'add' && valid(addQty)) model.set(o.id, clamp((model.get(o.id) ?? 0) + clamp(addQty)));
  if (o.kind === 'set' && valid(o.qty) && model.has(o.id)) model.set(o.id, clamp(o.qty));
  if (o.kind === 'remove') model.delete(o.id);
  if (o.kind === 'clear') model.clear();
}

describe('cart store model test', () => {
  it('random add / set / remove / clear / rehydrate sequences keep every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), async (ops) => {
        reset();
        const model = new Map<string, number>();
        for (const o of ops) {
          if (o.kind === 'add') store().add(o.id, o.qty);
          else if (o.kind === 'set') store().setQuantity(o.id, o.qty);
          else if (o.kind === 'remove') store().remove(o.id);
          else if (o.kind === 'clear') store().clear();
          else await rehydrate();
          applyModel(model, o);

          const lines = store().lines;
          expect(new Set(lines.map((l) => l.variantId)).size).toBe(lines.length);
          for (const line of lines)
            expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 10).toBe(true);
          expect(Object.fromEntries(lines.map((l) => [l.variantId, l.quantity]))).toEqual(Object.fromEntries(model));
          const expected = [...model].reduce((sum, [variantId, q]) => sum + PRICES[variantId]! * q, 0);
          expect(subtotal(resolveLines(lines, variants).resolved)).toBe(expected);
        }
        // persist → rehydrate is the identity
        const before = store().lines;
        useCartStore.setState({ lines: [] }, false);
        localStorage.setItem(CART.storageKey, JSON.stringify({ state: { lines: before }, version: CART.version }));
        await rehydrate();
        expect(store().lines).toEqual(before);
      }),
      { numRuns: 200 },
    );
  });
});
