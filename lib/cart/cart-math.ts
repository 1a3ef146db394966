import { clampQuantity } from './quantity';

/**
 * Pure cart arithmetic. A stored line keeps only the checkout variant id and a quantity;
 * names and prices are looked up at render time in the variant table built from content
 * (CartVariants), so a price change in content shows at once. Money is integer cents.
 */
export interface CartLine {
  variantId: string;
  quantity: number;
}

/** What the cart knows about a variant, for display and totals. */
interface CartVariant {
  variantId: string;
  productSlug: string;
  productName: string;
  variantName: string;
  /** Integer cents. */
  price: number;
  /** The product's first image as a ready-made thumbnail URL (written at build time); decorative, so no alt. */
  thumbnail: string;
  path: string;
  stock: 'in_stock' | 'out_of_stock' | 'preorder';
}

export type CartVariants = Record<string, CartVariant>;

export interface ResolvedLine extends CartLine {
  item: CartVariant;
  /** Integer cents: price × quantity. */
  lineTotal: number;
}

const VARIANT_ID = /^\d{1,20}$/;

function isVariantId(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_ID.test(value);
}

/** Adds to an existing line of the same variant (never a duplicate line), clamped. */
export function addLine(lines: readonly CartLine[], variantId: string, quantity: unknown = 1): CartLine[] {
  const amount = clampQuantity(quantity);
  if (amount === null || !isVariantId(variantId)) return [...lines];
  const existing = lines.find((line) => line.variantId === variantId);
  if (!existing) return [...lines, { variantId, quantity: amount }];
  return lines.map((line) =>
    line.variantId === variantId
      ? { variantId, quantity: clampQuantity(line.quantity + amount) ?? line.quantity }
      : line,
  );
}

/** Sets the quantity of an existing line; unknown lines and non-numbers change nothing. */
export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: unknown): CartLine[] {
  const amount = clampQuantity(quantity);
  if (amount === null) return [...lines];
  return lines.map((line) => (line.variantId === variantId ? { variantId, quantity: amount } : line));
}

export function removeLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((line) => line.variantId !== variantId);
}

/** Total number of units (what the header widget counts). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Turns anything read from storage into valid lines: non-arrays give [], malformed lines
 * are skipped, quantities clamped, and repeated variants merged (keeping the cap).
 */
export function sanitizeLines(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  let lines: CartLine[] = [];
  for (const raw of value) {
    if (typeof raw !== 'object' || raw === null) continue;
    const { variantId, quantity } = raw as Record<string, unknown>;
    if (!isVariantId(variantId) || clampQuantity(quantity) === null) continue;
    lines = addLine(lines, variantId, quantity);
  }
  return lines;
}

/** Joins lines with the variant table; lines whose variant is no longer sold are returned apart. */
export function resolveLines(
  lines: readonly CartLine[],
  variants: CartVariants,
): { resolved: ResolvedLine[]; dropped: CartLine[] } {
  const resolved: ResolvedLine[] = [];
  const dropped: CartLine[] = [];
  for (const line of lines) {
    const item = variants[line.variantId];
    if (item) resolved.push({ ...line, item, lineTotal: item.price * line.quantity });
    else dropped.push(line);
  }
  return { resolved, dropped };
}

/** Integer cents. */
export function subtotal(lines: readonly ResolvedLine[]): number {
  return lines.reduce((sum, line) => sum + line.lineTotal, 0);
}

/** How many variants the product of `productSlug` has in the table (names show the variant when more than one). */
export function variantCount(variants: CartVariants, productSlug: string): number {
  return Object.values(variants).filter((v) => v.productSlug === productSlug).length;
}
