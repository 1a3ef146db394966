import { z } from 'zod';
import { PRODUCT_CATEGORIES, SPEC_GROUPS, STOCK_STATES } from '../../catalog/vocabulary';
import { faqItemSchema, imageSchema, productRefSchema, slugSchema, dateSchema } from './common';

const CENTS = 'must be a whole number of cents, 0 or more, like 34900 for $349.00';
/** A price: integer cents, which the editor shows and takes as dollars (cms/schema/describe.ts). */
export const centsSchema = z
  .number({ error: CENTS })
  .int(CENTS)
  .nonnegative(CENTS)
  .describe('In US cents: 34900 is $349.00');

const variantSchema = z.strictObject({
  /** Shopify variant id used in the checkout permalink. */
  id: z.string().regex(/^\d{6,20}$/, 'must be the numeric checkout variant id'),
  name: z.string().min(1),
  sku: z.string().regex(/^[A-Z0-9-]{4,32}$/, 'must be upper-case letters, digits and "-"'),
  stock: z.enum(STOCK_STATES),
  /** Overrides the product price for this variant. */
  price: centsSchema.optional(),
});

const specGroupSchema = z.strictObject({
  group: z.enum(SPEC_GROUPS),
  rows: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).min(1),
});

/** content/products/<slug>.mdx — the body is the long description. */
export const productSchema = z
  .strictObject({
    name: z.string().min(2),
    slug: slugSchema.optional(),
    tagline: z.string().min(10).max(120),
    description: z.string().min(50).max(170),
    category: z.enum(PRODUCT_CATEGORIES),
    /** Standard warranty from the purchase date, for hardware (lib/forms/warranty.ts). */
    warrantyYears: z.number().int().min(1).max(10).optional(),
    price: centsSchema,
    compareAtPrice: centsSchema.optional(),
    variants: z.array(variantSchema).min(1, 'needs at least one variant'),
    images: z.array(imageSchema).min(1, 'needs at least one image'),
    highlights: z.array(z.string().min(3)).min(3).max(8),
    specs: z.array(specGroupSchema).min(1),
    faqs: z.array(faqItemSchema).default([]),
    rating: z.strictObject({
      value: z.number().min(0).max(5),
      count: z.number().int().nonnegative(),
    }),
    related: z.array(productRefSchema).default([]),
    /** Serial-number format, for registration, tickets and RMA forms. */
    serial: z
      .strictObject({
        pattern: z.string().min(2),
        example: z.string().min(4),
        location: z.string().min(10),
      })
      .optional(),
    releaseDate: dateSchema,
    featured: z.boolean().default(false),
    /** Sort weight in listings; lower first. */
    order: z.number().int().default(100),
  })
  .refine((p) => p.category === 'software' || p.warrantyYears !== undefined, {
    path: ['warrantyYears'],
    message: 'is needed for hardware: the years of standard warranty, as the warranty page states them',
  })
  .refine((p) => p.compareAtPrice === undefined || p.compareAtPrice > p.price, {
    path: ['compareAtPrice'],
    message: 'must be higher than price',
  })
  .refine(
    (p) => {
      if (!p.serial) return true;
      try {
        return new RegExp(p.serial.pattern).test(p.serial.example);
      } catch {
        return false;
      }
    },
    {
      path: ['serial', 'example'],
      message: 'must match serial.pattern (and the pattern must be a valid regular expression)',
    },
  );

export type ProductFrontmatter = z.infer<typeof productSchema>;
export type { ProductCategory, SpecGroupName, StockState } from '../../catalog/vocabulary';
