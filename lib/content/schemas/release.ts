import { z } from 'zod';
import { siteConfig } from '../../site-config';
import { byteSizeSchema, dateSchema, productRefSchema, slugSchema, youtubeIdSchema } from './common';

const PLATFORMS = ['windows', 'macos', 'linux', 'android', 'ios', 'device'] as const;
const ARCHITECTURES = ['x64', 'arm64', 'universal', 'x86'] as const;
/** Google's software-app categories, the schema.org applicationCategory values it reads. */
const APP_CATEGORIES = [
  'BrowserApplication',
  'BusinessApplication',
  'CommunicationApplication',
  'DesignApplication',
  'DesktopEnhancementApplication',
  'DeveloperApplication',
  'DriverApplication',
  'EducationalApplication',
  'EntertainmentApplication',
  'FinanceApplication',
  'GameApplication',
  'HealthApplication',
  'HomeApplication',
  'LifestyleApplication',
  'MultimediaApplication',
  'ReferenceApplication',
  'SecurityApplication',
  'ShoppingApplication',
  'SocialNetworkingApplication',
  'SportsApplication',
  'TravelApplication',
  'UtilitiesApplication',
] as const;

/** A SHA-256 checksum as files hold it: lower case (the editor lower-cases what is typed). */
export const sha256Schema = z.string().regex(/^[a-f0-9]{64}$/, 'must be 64 lowercase hex characters');

const versionSchema = z
  .string()
  .regex(/^\d+\.\d+(?:\.\d+)?(?:-(?:beta|rc)\.\d+)?$/, 'must be a version like 2.4.1 (optionally -beta.1 or -rc.2)');

const releaseFileSchema = z.strictObject({
  platform: z.enum(PLATFORMS),
  arch: z.enum(ARCHITECTURES).optional(),
  /** e.g. "Windows 10 (21H2)", "macOS 12 Monterey", "Android 10". */
  minOs: z.string().min(2).optional(),
  fileName: z.string().regex(/^[A-Za-z0-9._-]+$/, 'must be a plain file name'),
  size: byteSizeSchema,
  sha256: sha256Schema,
  /** Absolute URL on the downloads host of the site config. */
  url: z
    .url({ error: `must be a full address on ${siteConfig.downloadsUrl}/` })
    .refine((url) => url.startsWith(`${siteConfig.downloadsUrl}/`), `must be on ${siteConfig.downloadsUrl}/`),
});

const releaseNotesSchema = z.strictObject({
  new: z.array(z.string().min(3)).default([]),
  improved: z.array(z.string().min(3)).default([]),
  fixed: z.array(z.string().min(3)).default([]),
  knownIssues: z.array(z.string().min(3)).default([]),
});

const releaseSchema = z.strictObject({
  version: versionSchema,
  build: z.number().int().positive(),
  date: dateSchema,
  files: z.array(releaseFileSchema).min(1),
  notes: releaseNotesSchema,
});

/**
 * content/firmware/<id>.mdx and content/software/<id>.mdx. The body is the overview.
 * `slug` carries the spec's route, e.g. "{product}-box-pro-firmware".
 */
export const releasePageSchema = z.strictObject({
  title: z.string().min(3),
  slug: slugSchema,
  description: z.string().min(50).max(170),
  /** Product slugs this download applies to (content/products). */
  products: z.array(productRefSchema).min(1),
  releases: z
    .array(releaseSchema)
    .min(3, 'needs a history of at least 3 releases')
    .superRefine((releases, ctx) => {
      const seen = new Set<string>();
      releases.forEach((release, i) => {
        if (seen.has(release.version))
          ctx.addIssue({ code: 'custom', path: [i, 'version'], message: `version ${release.version} is listed twice` });
        seen.add(release.version);
      });
    }),
  upgradeSteps: z.array(z.string().min(5)).min(2),
  applicationCategory: z
    .enum(APP_CATEGORIES)
    .default('MultimediaApplication')
    .describe("Software pages: the app's category in search results. Firmware pages do not use it"),
  serialAlert: z
    .strictObject({
      title: z.string().min(5),
      body: z.string().min(20),
    })
    .optional(),
  videoGuide: z
    .strictObject({
      youtubeId: youtubeIdSchema,
      title: z.string().min(5),
    })
    .optional(),
});

export type ReleasePageFrontmatter = z.infer<typeof releasePageSchema>;
export type Release = z.infer<typeof releaseSchema>;
export type ReleaseFile = z.infer<typeof releaseFileSchema>;
export type Platform = (typeof PLATFORMS)[number];
