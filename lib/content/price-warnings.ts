import { formatPrice } from '../format/money';
import type { ProductFrontmatter } from './schemas/product';

/**
 * A price below this share of a price it is compared with is most likely a slip (a lost
 * digit, dollars typed where cents were meant). It may also be a real sale, so it is a
 * warning, never a refusal: the editor saves it and `npm run content:check` passes.
 */
const PRICE_DROP_FRACTION = 1 / 5;

/** A price to compare with, and how a message names it (`the price of variant "Bundle"`). */
export interface PriceReference {
  cents: number;
  what: string;
}

/**
 * The warning for `cents`, or undefined. It is compared with its own earlier value, and
 * with the cheapest of the product's other prices: a cheap variant beside dear ones (an
 * accessory bundle) is then not flagged by the dear ones.
 */
export function priceDropWarning(
  cents: number,
  { previous, others }: { previous?: PriceReference; others: PriceReference[] },
): string | undefined {
  const cheapest = others.reduce<PriceReference | undefined>(
    (low, other) => (low === undefined || other.cents < low.cents ? other : low),
    undefined,
  );
  const below = [previous, cheapest].find(
    (reference) => reference !== undefined && cents < reference.cents * PRICE_DROP_FRACTION,
  );
  if (!below) return undefined;
  return `${formatPrice(cents)} is less than a fifth of ${below.what} (${formatPrice(below.cents)}): check for a missing digit`;
}

/** The prices of a product file, as far as they can be read (an earlier version need not be valid). */
interface Prices {
  price?: unknown;
  variants?: { id?: unknown; name?: unknown; price?: unknown }[];
}

const centsOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Each variant's price as the shop charges it: its own, or the product's. */
function variantPrices(product: Prices): { id: unknown; name: string; cents: number | undefined }[] {
  return (Array.isArray(product.variants) ? product.variants : []).map((variant) => ({
    id: variant?.id,
    name: String(variant?.name ?? ''),
    cents: centsOf(variant?.price) ?? centsOf(product.price),
  }));
}

const variantReference = (name: string, cents: number): PriceReference => ({
  cents,
  what: `the price of variant "${name}"`,
});

/** A product's prices as a check compares a new price with them: its own, and each variant's own. */
export function productPrices(product: ProductFrontmatter): PriceReference[] {
  return [
    { cents: product.price, what: 'the product price' },
    ...product.variants.flatMap((variant) =>
      variant.price === undefined ? [] : [variantReference(variant.name, variant.price)],
    ),
  ];
}

/** A warning about one price of a product file, at its field path. */
export interface PriceWarning {
  path: (string | number)[];
  message: string;
}

/**
 * The price warnings of a product: its price and each variant's own price, against the
 * other variants' prices and against `committed`, the file as last committed (a variant is
 * matched by its checkout id).
 */
export function productPriceWarnings(product: ProductFrontmatter, committed?: unknown): PriceWarning[] {
  const earlier = (committed && typeof committed === 'object' ? committed : {}) as Prices;
  const variants = variantPrices(product);
  const earlierVariants = variantPrices(earlier);
  const warnings: PriceWarning[] = [];
  const check = (path: (string | number)[], cents: number, previous: number | undefined, others: PriceReference[]) => {
    const message = priceDropWarning(cents, {
      others,
      ...(previous === undefined ? {} : { previous: { cents: previous, what: 'the price last committed' } }),
    });
    if (message) warnings.push({ path, message });
  };
  const ownPrices = product.variants.flatMap((variant, i) =>
    variant.price === undefined ? [] : [variantReference(variant.name, variants[i]!.cents!)],
  );
  check(['price'], product.price, centsOf(earlier.price), ownPrices);
  product.variants.forEach((variant, i) => {
    if (variant.price === undefined) return;
    const others = variants.flatMap((other, j) =>
      j === i || other.cents === undefined ? [] : [variantReference(other.name, other.cents)],
    );
    check(['variants', i, 'price'], variant.price, earlierVariants.find((e) => e.id === variant.id)?.cents, others);
  });
  return warnings;
}
