import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../../catalog/vocabulary';
import { FORMS, type FormId } from '../../../forms/registry';
import { NEWSLETTER_ACTIONS } from '../../../forms/declarations/newsletter';
import { faqItemSchema, faqTopicRefSchema, productRefSchema } from '../common';
import { defineBlock, headingLevelSchema, text } from './define';

/** Blocks drawn from other content: products, FAQs, stories, downloads, and the forms. */
const categorySchema = z.enum(PRODUCT_CATEGORIES);
const countSchema = z.number().int().positive();
type SupportFormId = Exclude<FormId, 'newsletter'>;
const SUPPORT_FORMS = Object.keys(FORMS).filter((id): id is SupportFormId => id !== 'newsletter') as [
  SupportFormId,
  ...SupportFormId[],
];

const none = (description: string, drawsIds = false) =>
  defineBlock(z.strictObject({}), { description, children: 'none', drawsIds });

export const dataBlocks = {
  ProductGrid: defineBlock(
    z.strictObject({
      category: categorySchema.optional(),
      featured: z.boolean().optional().describe('Only featured products'),
      limit: countSchema.optional(),
      headingLevel: headingLevelSchema.optional(),
    }),
    { description: 'Product cards', children: 'none' },
  ),
  ProductSwiper: defineBlock(
    z.strictObject({
      products: z.array(productRefSchema).min(1).optional(),
      category: categorySchema.optional(),
      featured: z.boolean().optional(),
      title: text().optional(),
    }),
    { description: 'Product cards in a swipeable carousel', children: 'none' },
  ),
  ProductCatalog: none('Every product, with links to the category pages and sort kept in the URL', true),
  ComparisonTable: defineBlock(z.strictObject({ categories: z.array(categorySchema).min(1) }), {
    description: "A comparison built from the products' spec groups",
    children: 'none',
    drawsIds: true,
  }),
  CategoryLinks: none('One card per product category, linking to its page'),
  CartView: none('The cart with quantities, subtotal and checkout', true),
  ReviewBadge: defineBlock(
    z
      .strictObject({
        product: productRefSchema.optional(),
        value: z.number().min(0).max(5).optional().describe('Stars, 0 to 5, when not from a product'),
        count: z.number().int().positive().optional(),
        label: z.string().optional().describe('Text after the count, e.g. " on Amazon"'),
      })
      .refine((p) => p.product !== undefined || (p.value !== undefined && p.count !== undefined), {
        message: 'needs a product, or a value and a count',
      }),
    { description: "Stars and review count, from a product's rating or given", children: 'none' },
  ),
  FaqList: defineBlock(
    z
      .strictObject({
        topic: faqTopicRefSchema.optional(),
        title: text().optional(),
        items: z.array(faqItemSchema).min(1).optional(),
      })
      .refine((p) => p.topic !== undefined || p.items !== undefined, 'needs a topic or items'),
    { description: 'Questions as an accordion: one of the FAQ groups, or questions written here', children: 'none' },
  ),
  StoryList: defineBlock(
    z.strictObject({
      page: countSchema.optional(),
      limit: countSchema.optional().describe('Show only the latest few, without page links'),
      headingLevel: headingLevelSchema.optional(),
    }),
    { description: 'The success stories, newest first', children: 'none' },
  ),
  DownloadCentre: none('Find downloads by product and type, plus the feed of all releases', true),
  ReleaseIndex: defineBlock(z.strictObject({ kind: z.enum(['firmware', 'software']) }), {
    description: 'Every firmware (or software) page with its latest version and date',
    children: 'none',
  }),
  ManualIndex: none('The PDF manuals of every product', true),
  SupportForm: defineBlock(z.strictObject({ form: z.enum(SUPPORT_FORMS) }), {
    description: 'One of the site forms',
    children: 'none',
  }),
  NewsletterSignup: defineBlock(
    z.strictObject({
      instance: z
        .string()
        .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and "-"')
        .optional()
        .describe('Needed only when a page has two sign-ups'),
    }),
    { description: 'The newsletter sign-up', children: 'none' },
  ),
  NewsletterAction: defineBlock(
    z.strictObject({
      action: z
        .enum(NEWSLETTER_ACTIONS)
        .describe('confirm a sign-up, unsubscribe, or subscribe again after unsubscribing'),
    }),
    {
      description:
        "The button of a page a newsletter e-mail links to; the copy between its tags shows instead when the link's code is missing",
      children: 'optional',
    },
  ),
};
