import { z } from 'zod';
import { ICON_NAMES } from '../../icon-names';
import { byteSizeSchema, dateSchema, faqItemSchema, hrefSchema, imageSrcSchema, productRefSchema } from './common';

/** content/stories/<slug>.mdx — customer success stories; the body is the story. */
export const storySchema = z.strictObject({
  title: z.string().min(10),
  description: z.string().min(50).max(170),
  customer: z.string().min(2),
  industry: z.string().min(3),
  location: z.string().min(3),
  date: dateSchema,
  image: imageSrcSchema,
  products: z.array(productRefSchema).min(1),
  quote: z.strictObject({ text: z.string().min(20), author: z.string().min(3), role: z.string().min(3) }),
  results: z
    .array(z.strictObject({ value: z.string().min(1), label: z.string().min(3) }))
    .min(2)
    .max(4),
});

/** content/manuals/<product>.yaml — documents for one product. */
export const manualSetSchema = z.strictObject({
  product: productRefSchema,
  documents: z
    .array(
      z.strictObject({
        title: z.string().min(3),
        language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code like en or de-DE'),
        version: z.string().min(1),
        date: dateSchema,
        pages: z.number().int().positive(),
        size: byteSizeSchema,
        url: z.url({ error: 'must be an absolute https URL' }),
      }),
    )
    .min(1),
});

/** content/faqs/<topic>.yaml — FAQ groups used by the FAQ list block. */
export const faqGroupSchema = z.strictObject({
  title: z.string().min(3),
  items: z.array(faqItemSchema).min(2),
});

const linkSchema = z.strictObject({
  label: z.string().min(1),
  href: hrefSchema,
  description: z.string().optional(),
});

/** content/navigation/header.yaml */
export const headerNavSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        label: z.string().min(1),
        href: hrefSchema.optional(),
        children: z.array(linkSchema).optional(),
      }),
    )
    .min(2),
});

/** content/navigation/footer.yaml */
export const footerNavSchema = z.strictObject({
  blurb: z.string().min(20),
  columns: z.array(z.strictObject({ title: z.string().min(2), links: z.array(linkSchema).min(1) })).min(2),
  legal: z.array(linkSchema).min(1),
});

/** content/navigation/bottom.yaml — the quick-help band above the footer. */
export const bottomNavSchema = z.strictObject({
  title: z.string().min(3),
  items: z.array(linkSchema.extend({ icon: z.enum(ICON_NAMES) })).min(2),
});

export type Story = z.infer<typeof storySchema>;
export type ManualSet = z.infer<typeof manualSetSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export type HeaderNav = z.infer<typeof headerNavSchema>;
export type FooterNav = z.infer<typeof footerNavSchema>;
export type BottomNav = z.infer<typeof bottomNavSchema>;
