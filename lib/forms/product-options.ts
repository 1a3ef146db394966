import type { ProductOption } from './serial';

type ProductFacts = Pick<ProductOption, 'slug' | 'name' | 'category' | 'serial'>;

/**
 * What a form's product field offers and its serial check knows: every product or only
 * hardware. The site's form markup and the forms service both build their list here.
 */
export const productOptions = (products: readonly ProductFacts[], which: 'all' | 'hardware' = 'all'): ProductOption[] =>
  products
    .filter((p) => which === 'all' || p.category !== 'software')
    .map((p) => ({ slug: p.slug, name: p.name, category: p.category, ...(p.serial ? { serial: p.serial } : {}) }));

/** Years of standard warranty by product slug, for the products that have one (hardware). */
export const warrantyYearsOf = (products: ReadonlyArray<{ slug: string; warrantyYears?: number }>) =>
  new Map(products.flatMap((p) => (p.warrantyYears === undefined ? [] : [[p.slug, p.warrantyYears] as const])));
