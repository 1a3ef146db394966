import { z } from 'zod';
import { ICON_NAMES } from '../../../icon-names';
import { anchorIdSchema, hrefSchema, imageSrcSchema } from '../common';
import { columnsSchema, defineBlock, headingLevelSchema, text } from './define';

/** Blocks that arrange copy, links and artwork on a page. */
const BUTTON_VARIANTS = ['primary', 'outline', 'light'] as const;
const iconSchema = z.enum(ICON_NAMES).describe('The icon to show: pick it from the list');
const altSchema = z.string().describe('What the image shows; leave empty for decoration');

interface TreeItem {
  title: string;
  href?: string;
  text?: string;
  children?: TreeItem[];
}
const treeItemSchema: z.ZodType<TreeItem, TreeItem> = z.strictObject({
  title: text(),
  href: hrefSchema.optional(),
  text: z.string().optional(),
  get children() {
    return z.array(treeItemSchema).optional();
  },
});

export const layoutBlocks = {
  Lead: defineBlock(z.strictObject({}), {
    description: 'The larger opening paragraph',
    children: 'required',
    inline: true,
  }),
  Callout: defineBlock(
    z.strictObject({
      variant: z.enum(['info', 'warning', 'success']).optional().describe('Colour: info (default), warning or success'),
      title: text('Bold first line').optional(),
    }),
    { description: 'A highlighted note', children: 'required' },
  ),
  ButtonLink: defineBlock(z.strictObject({ href: hrefSchema, variant: z.enum(BUTTON_VARIANTS).optional() }), {
    description: 'A call to action; the button text goes between the tags',
    children: 'required',
    inline: true,
  }),
  LinkGrid: defineBlock(
    z.strictObject({
      items: z
        .array(z.strictObject({ title: text(), href: hrefSchema, text: text(), icon: iconSchema.optional() }))
        .min(1),
      headingLevel: headingLevelSchema.optional(),
    }),
    { description: 'Cards linking onwards', children: 'none' },
  ),
  ContactCard: defineBlock(z.strictObject({}), {
    description: "The company's address, phone and e-mail from the site config",
    children: 'none',
    drawsIds: true,
  }),
  Jumbotron: defineBlock(
    z.strictObject({
      title: text(),
      eyebrow: text('Small line above the title').optional(),
      image: imageSrcSchema.optional(),
      alt: altSchema.optional(),
      actions: z
        .array(z.strictObject({ label: text(), href: hrefSchema, variant: z.enum(BUTTON_VARIANTS).optional() }))
        .optional(),
      tone: z.enum(['dark', 'light']).optional(),
      priority: z.boolean().optional().describe('Set when its art is the largest image at the top of the page'),
    }),
    { description: 'A full-width band with a headline, copy, buttons and optional art', children: 'optional' },
  ),
  IconBlock: defineBlock(
    z.strictObject({
      items: z.array(z.strictObject({ icon: iconSchema, title: text(), text: text() })).min(1),
      columns: columnsSchema.optional(),
    }),
    { description: 'Short feature points with icons', children: 'none' },
  ),
  Cards: defineBlock(z.strictObject({ columns: columnsSchema.optional() }), {
    description: 'A grid of <Card> blocks, written between its tags',
    children: 'required',
  }),
  Card: defineBlock(
    z.strictObject({
      title: text(),
      image: imageSrcSchema.optional(),
      alt: altSchema.optional(),
      href: hrefSchema.optional().describe('With a link, the whole card is one link'),
      eyebrow: text().optional(),
    }),
    { description: 'One card of <Cards>', children: 'optional', inline: true },
  ),
  ContentRowItem: defineBlock(
    z.strictObject({
      title: text(),
      image: imageSrcSchema,
      alt: altSchema.optional(),
      eyebrow: text().optional(),
      reverse: z.boolean().optional().describe('Art on the other side; alternate rows to zig-zag'),
      href: hrefSchema.optional(),
      cta: text('Link text').optional(),
      id: anchorIdSchema.optional(),
    }),
    { description: 'Art beside copy', children: 'required' },
  ),
  TreeList: defineBlock(
    z.strictObject({
      items: z.array(treeItemSchema).min(1),
      title: text().optional(),
      open: z.boolean().optional().describe('Top-level branches start open (the default)'),
    }),
    { description: 'A nested list of links whose branches fold open and shut', children: 'none' },
  ),
  StructuredData: defineBlock(
    z
      .strictObject({
        preset: z.enum(['organization', 'website']).optional(),
        data: z.record(z.string(), z.unknown()).optional().describe('A schema.org object, e.g. { "@type": "Event" }'),
      })
      .refine((props) => props.preset !== undefined || props.data !== undefined, 'needs a preset or data'),
    { description: 'JSON-LD for search engines; nothing visible', children: 'none' },
  ),
};
