import { z } from 'zod';
import { ROUTE_GUARD_NAMES } from '../../route-guards/names';
import { imageSrcSchema, seoDescription, slugSchema, dateSchema } from './common';

const LAYOUTS = ['default', 'default-no-breadcrumb', 'fluid', 'primary'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** content/pages/**.mdx — the file path is the route (`help/contact.mdx` → `/help/contact`). */
export const pageSchema = z.strictObject({
  title: z.string().min(2),
  /** Shorter label for breadcrumbs and menus. */
  navTitle: z.string().min(2).optional(),
  description: seoDescription,
  layout: z.enum(LAYOUTS).default('default'),
  /** Overrides the last path segment; `{product}` becomes the brand slug. */
  slug: slugSchema.optional(),
  /** Shown as "Last updated" on policies. */
  updated: dateSchema.optional(),
  image: imageSrcSchema.optional(),
  /** Named client route guards that run before the page shows (see lib/route-guards). */
  middleware: z
    .array(
      z.enum(ROUTE_GUARD_NAMES, {
        error: (issue) => `Unknown middleware ${String(issue.input)}; known: ${ROUTE_GUARD_NAMES.join(', ')}`,
      }),
    )
    .default([]),
  noindex: z.boolean().default(false),
});

export type PageFrontmatter = z.infer<typeof pageSchema>;
