/**
 * The catalog's fixed vocabularies. They live apart from the zod schemas so client code
 * (catalog filters, comparison) can use them without shipping zod to the browser.
 */
export const PRODUCT_CATEGORIES = ['recorder', 'capture', 'drive', 'software'] as const;
/** Each category's page is /products/<slug> (lib/catalog/categories.ts). */
export const CATEGORY_SLUGS = {
  recorder: 'recorders',
  capture: 'capture-devices',
  drive: 'drives-and-docks',
  software: 'software',
} as const satisfies Record<(typeof PRODUCT_CATEGORIES)[number], string>;
export const STOCK_STATES = ['in_stock', 'out_of_stock', 'preorder'] as const;

/** Spec groups in display order; comparison tables are generated from them. */
export const SPEC_GROUPS = [
  'video-input',
  'passthrough',
  'recording',
  'encoding',
  'audio',
  'storage',
  'performance',
  'connectivity',
  'os-support',
  'power',
  'physical',
  'in-the-box',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export type StockState = (typeof STOCK_STATES)[number];
export type SpecGroupName = (typeof SPEC_GROUPS)[number];
