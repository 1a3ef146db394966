import { z } from 'zod';
import { siteConfig } from '../../site-config';

/**
 * What a string in content points at. A schema tagged `.meta({ ref })` is resolved by the
 * content check (the product, FAQ group, file, page or anchor must exist) wherever it is
 * used, in frontmatter or in a block's props; an editor can offer the existing choices.
 */
export type RefKind = 'product' | 'faqTopic' | 'image' | 'file' | 'link' | 'anchor';

/** A URL slug: lowercase words joined by `-` or `_` (the spec uses both). `{product}` is expanded before parsing. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'must be lowercase letters, digits, "-" or "_", like box-pro');

export const productRefSchema = slugSchema.meta({
  ref: 'product' satisfies RefKind,
  description: 'One of the products: pick it from the list',
});

export const faqTopicRefSchema = slugSchema.meta({
  ref: 'faqTopic' satisfies RefKind,
  description: 'One of the FAQ groups: pick it from the list',
});

/** A site-relative path (`/help/contact`, `/solutions#anchor`, `#anchor`), an http(s) URL or mailto. */
export const hrefSchema = z
  .string()
  .regex(
    /^(\/[^\s]*|#[^\s]+|https?:\/\/[^\s]+|mailto:[^\s]+)$/,
    'must start with "/", "#", "https://" or "mailto:", like /help/contact',
  )
  .meta({ ref: 'link' satisfies RefKind, description: 'A page of the site (/help/contact) or a full URL' });

/** An image under public/: `/images/...svg|png|jpg|webp`; the file must exist. */
export const imageSrcSchema = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/,
    'must be a path like /images/products/box-pro.svg (a file under public/images)',
  )
  .meta({ ref: 'image' satisfies RefKind, description: "One of the site's images: pick it from the list" });

/** WebVTT captions under public/media/; the file must exist. */
export const captionsSrcSchema = z
  .string()
  .regex(/^\/media\/[a-z0-9/_.-]+\.vtt$/, 'must be a WebVTT file under public/media, like /media/box-pro-tour.en.vtt')
  .meta({ ref: 'file' satisfies RefKind, description: "English captions: one of the site's .vtt files" });

const DOWNLOADS = siteConfig.downloadsUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An MP4 video: a file under public/media/ (which must exist) or a URL on the downloads host. */
export const videoSrcSchema = z
  .string()
  .regex(
    new RegExp(`^(/media/[a-z0-9/_.-]+|${DOWNLOADS}/\\S+)\\.mp4$`),
    `must be an .mp4 file under public/media or on ${siteConfig.downloadsUrl}/`,
  )
  .meta({
    ref: 'file' satisfies RefKind,
    description: `An MP4 video: one of the site's media files (/media/...) or its address on ${siteConfig.downloadsUrl}`,
  });

/** The id of an element on the page, so `/page#id` links can reach it. */
export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and "-", starting with a letter, like tape-digitising')
  .meta({ ref: 'anchor' satisfies RefKind, description: 'Anchor for links such as /solutions#tape-digitising' });

export const youtubeIdSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{11}$/,
    'must be an 11-character YouTube video id, like dQw4w9WgXcQ (the part after v= in the URL)',
  );

const isCalendarDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/**
 * A calendar date written `YYYY-MM-DD`, quoted or not. It is judged on the text (YAML is
 * read with the 1.2 core schema, which leaves dates as text), so `2025-02-30` is refused
 * instead of rolling over to 2 March. The value becomes a Date at midnight UTC.
 */
export const dateSchema = z
  .string({ error: 'must be a date written year-month-day, like 2026-03-14' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date written year-month-day, like 2026-03-14', abort: true })
  .refine(isCalendarDate, { error: (issue) => `${String(issue.input)} is not a real calendar date` })
  .transform((text) => new Date(`${text}T00:00:00Z`));

/** A file's size in bytes, which the editor shows and takes as `42 MB` (cms/schema/describe.ts). */
export const byteSizeSchema = z.number().int().positive('must be the size in bytes');

export const faqItemSchema = z.strictObject({
  question: z.string().min(5),
  answer: z.string().min(5),
});

export const seoDescription = z
  .string()
  .min(50, 'should be 50–170 characters, for search results')
  .max(170, 'should be 50–170 characters, for search results');

export const imageSchema = z.strictObject({
  src: imageSrcSchema,
  alt: z.string().min(3, 'alt text is required: describe the image'),
});
