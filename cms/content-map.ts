import type { z } from 'zod';
import { describeShape, withInitialChoices } from './schema/describe';
import { pageSchema } from '../lib/content/schemas/page';
import { productSchema } from '../lib/content/schemas/product';
import { releasePageSchema } from '../lib/content/schemas/release';
import {
  bottomNavSchema,
  faqGroupSchema,
  footerNavSchema,
  headerNavSchema,
  manualSetSchema,
  storySchema,
} from '../lib/content/schemas/misc';

/**
 * Every collection of content/ with the zod schema lib/content checks it with; the
 * editor's fields are generated from these schemas and nothing else. `slugField` is the
 * field whose text also names a new file (the file name is the route: `box-pro.mdx` →
 * /box-pro). YAML files end in `.yaml`, the only YAML extension Keystatic reads.
 */
export const COLLECTIONS = {
  pages: { label: 'Pages', dir: 'content/pages/**', schema: pageSchema, slugField: 'title', mdx: true },
  products: {
    label: 'Products',
    dir: 'content/products/*',
    schema: productSchema,
    slugField: 'name',
    mdx: true,
    listColumns: ['price'],
  },
  firmware: {
    label: 'Firmware',
    dir: 'content/firmware/*',
    schema: releasePageSchema,
    slugField: 'title',
    mdx: true,
    // Firmware runs on the device; software pages keep the first platform, windows.
    initialChoices: { 'releases.files.platform': 'device' },
  },
  software: { label: 'Software', dir: 'content/software/*', schema: releasePageSchema, slugField: 'title', mdx: true },
  stories: { label: 'Success stories', dir: 'content/stories/*', schema: storySchema, slugField: 'title', mdx: true },
  faqs: { label: 'FAQ groups', dir: 'content/faqs/*', schema: faqGroupSchema, slugField: 'title', mdx: false },
  manuals: { label: 'Manuals', dir: 'content/manuals/*', schema: manualSetSchema, slugField: 'product', mdx: false },
} as const satisfies Record<
  string,
  {
    label: string;
    dir: string;
    schema: z.ZodType;
    slugField: string;
    mdx: boolean;
    /** The choice a new item starts with where it is not the first option (cms/schema/describe.ts). */
    initialChoices?: Record<string, string>;
    /** Fields the entry list shows after the title (a product's price). */
    listColumns?: string[];
  }
>;

/** A collection's fields as described from its schema, with its initial choices. */
export const collectionSpecs = (c: (typeof COLLECTIONS)[keyof typeof COLLECTIONS]) =>
  withInitialChoices(describeShape(c.schema), 'initialChoices' in c ? c.initialChoices : {});

export const SINGLETONS = {
  header: { label: 'Header menu', file: 'content/navigation/header', schema: headerNavSchema },
  footer: { label: 'Footer', file: 'content/navigation/footer', schema: footerNavSchema },
  bottom: { label: 'Help band', file: 'content/navigation/bottom', schema: bottomNavSchema },
} as const satisfies Record<string, { label: string; file: string; schema: z.ZodType }>;
