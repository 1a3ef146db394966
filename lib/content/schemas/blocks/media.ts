import { z } from 'zod';
import { captionsSrcSchema, hrefSchema, imageSrcSchema, videoSrcSchema, youtubeIdSchema } from '../common';
import { defineBlock, text } from './define';

/** Blocks that show images and video. */
const altSchema = z.string().describe('What the image shows; leave empty for decoration');
const widthSchema = z.number().int().positive();
const durationSchema = z.string().regex(/^\d{1,2}(?::\d{2}){1,2}$/, 'must be a duration like 6:15 or 1:02:30');

export const mediaBlocks = {
  Image: defineBlock(
    z.strictObject({
      src: imageSrcSchema,
      alt: altSchema,
      caption: text('A visible caption under the image').optional(),
      sizes: text('How wide the image shows at each screen width, e.g. 100vw').optional(),
      width: widthSchema.optional().describe('Display width in CSS pixels; defaults to the file’s own'),
      height: widthSchema.optional(),
      priority: z.boolean().optional().describe('Set on the main image at the top of a page'),
    }),
    { description: 'Any site image, resized at build time', children: 'none' },
  ),
  SwiperGallery: defineBlock(
    z.strictObject({
      images: z.array(z.strictObject({ src: imageSrcSchema, alt: altSchema })).min(1),
      label: text('Name of the gallery for screen readers').optional(),
      priority: z.boolean().optional(),
    }),
    { description: 'An image gallery with thumbnails, swipe and arrow keys', children: 'none' },
  ),
  HeroCarousel: defineBlock(
    z.strictObject({
      slides: z
        .array(
          z.strictObject({
            title: text(),
            text: text(),
            image: imageSrcSchema.describe('Wide art, about 16:7, like the images of /images/hero/'),
            alt: altSchema.optional(),
            eyebrow: text().optional(),
            href: hrefSchema.optional(),
            cta: text('Button text').optional(),
          }),
        )
        .min(1),
      interval: z
        .number()
        .int()
        .min(1000)
        .optional()
        .describe('How long each slide stays, in milliseconds: 6000 (the default) is 6 seconds'),
      label: text().optional(),
    }),
    { description: 'The rotating banner at the top of a page', children: 'none' },
  ),
  VideoPlayer: defineBlock(
    z.strictObject({
      src: videoSrcSchema,
      poster: imageSrcSchema,
      captions: captionsSrcSchema,
      title: text(),
      width: widthSchema.optional(),
    }),
    { description: 'A native video player with poster and English captions', children: 'none' },
  ),
  YouTubeLoader: defineBlock(
    z.strictObject({
      id: youtubeIdSchema,
      title: text(),
      thumbnail: imageSrcSchema,
      duration: durationSchema.optional(),
    }),
    { description: 'Our thumbnail and a play button; YouTube loads after a click and consent', children: 'none' },
  ),
  VideoModal: defineBlock(
    z
      .strictObject({
        title: text(),
        youtubeId: youtubeIdSchema.optional(),
        src: videoSrcSchema.optional(),
        poster: imageSrcSchema.optional(),
        captions: captionsSrcSchema.optional(),
        label: text('Button text; defaults to "Watch: <title>"').optional(),
      })
      .refine((p) => p.youtubeId !== undefined || p.src !== undefined, 'needs a youtubeId or a src')
      .refine((p) => p.src === undefined || p.captions !== undefined, {
        path: ['captions'],
        message: 'is required with src: a WebVTT file under public/media',
      }),
    { description: 'A button that plays a video in a dialog', children: 'none' },
  ),
  PromotionVideo: defineBlock(
    z
      .strictObject({
        title: text(),
        eyebrow: text().optional(),
        videoTitle: text('Name of the video, if not the title').optional(),
        youtubeId: youtubeIdSchema.optional(),
        thumbnail: imageSrcSchema.optional(),
        duration: durationSchema.optional(),
        src: videoSrcSchema.optional(),
        poster: imageSrcSchema.optional(),
        captions: captionsSrcSchema.optional(),
        width: widthSchema.optional(),
      })
      .refine(
        (p) => (p.youtubeId && p.thumbnail) || (p.src && p.poster && p.captions),
        'needs youtubeId and thumbnail, or src, poster and captions',
      ),
    { description: 'A dark full-width band: copy beside a video', children: 'optional' },
  ),
};
