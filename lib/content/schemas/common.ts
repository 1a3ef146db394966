import { z } from 'zod';

/** A URL slug: lowercase words joined by `-` or `_` (the spec uses both). `{product}` is expanded before parsing. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lowercase letters, digits, "-" or "_"');

/** A site-relative path (`/help/contact`) or an absolute http(s) URL or mailto. */
export const hrefSchema = z
  .string()
  .regex(/^(\/[^\s]*|https?:\/\/[^\s]+|mailto:[^\s]+)$/, 'must start with "/", "https://" or "mailto:"');

/** An image under public/: `/images/...svg|png|jpg|webp`. Existence is checked by the loader. */
export const imageSrcSchema = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/, 'must be a path like /images/products/box-pro.svg');

export const imageSchema = z.object({
  src: imageSrcSchema,
  alt: z.string().min(3, 'alt text is required: describe the image'),
});

/** YAML dates arrive as Date objects from gray-matter; strings are accepted too. */
export const dateSchema = z.coerce
  .date({ error: 'must be a date like 2026-03-14' })
  .refine((d) => !Number.isNaN(d.getTime()), 'must be a real calendar date');

export const faqItemSchema = z.object({
  question: z.string().min(5),
  answer: z.string().min(5),
});

export const seoDescription = z
  .string()
  .min(50, 'description should be 50–170 characters for search results')
  .max(170, 'description should be 50–170 characters for search results');
