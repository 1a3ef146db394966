import path from 'node:path';
import { type ContentIssue, ContentValidationError, sortIssues } from './issues';
import { CONTENT_DIR, frontmatterData, readCollection, readSingleYaml, type SourceFile } from './files';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/product';
import { releasePageSchema } from './schemas/release';
import {
  bottomNavSchema,
  faqGroupSchema,
  footerNavSchema,
  headerNavSchema,
  manualSetSchema,
  storySchema,
} from './schemas/misc';
import { checkReferences, type Checked } from './check-references';
import type { Content, Page, ReleaseKind, ReleasePage, StoryEntry } from './types';
import { ROUTES } from '../routes';
import { toProducts } from './products';
import { productPriceWarnings } from './price-warnings';
import { newestFirst } from './release-order';

const RELEASE_BASE: Record<ReleaseKind, string> = { firmware: ROUTES.firmware, software: ROUTES.software };
const STORY_BASE = ROUTES.stories;

const rawSlug = (source: SourceFile): string | undefined => {
  const slug = (source.raw as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' ? slug : undefined;
};

/** `index` files name their folder; `slug` replaces the last segment. */
function pagePath(id: string, slug: string | undefined): string {
  const segments = id.split('/').filter((s) => s !== 'index');
  if (slug) segments.splice(-1, 1, slug);
  return `/${segments.join('/')}`;
}

export interface ContentDirs {
  /** The content/ folder. */
  content: string;
  /** The public/ folder, where files referenced by content must exist. */
  public: string;
}

const DEFAULT_DIRS: ContentDirs = { content: CONTENT_DIR, public: path.join(process.cwd(), 'public') };

export interface CheckOptions {
  /** A file's text as last committed (lib/content/committed.ts), to compare prices with. */
  committed?: (file: string) => string | undefined;
}

/**
 * Reads and checks all of content/ and lists every problem: each file's frontmatter, its
 * body and what both refer to, whatever else is broken. `content` holds the valid entries.
 * `warnings` are things to look at that are not wrong (a price that fell to under a fifth):
 * they never fail a check.
 */
export function checkContent(
  dirs: ContentDirs = DEFAULT_DIRS,
  { committed }: CheckOptions = {},
): { content: Content; issues: ContentIssue[]; warnings: ContentIssue[] } {
  const issues: ContentIssue[] = [];
  const read = <S extends Parameters<typeof readCollection>[2]>(collection: string, schema: S) =>
    readCollection(dirs.content, collection, schema, issues);

  const pageFiles = read('pages', pageSchema);
  const productFiles = read('products', productSchema);
  const releaseFiles = { firmware: read('firmware', releasePageSchema), software: read('software', releasePageSchema) };
  const storyFiles = read('stories', storySchema);
  const manualFiles = read('manuals', manualSetSchema);
  const faqFiles = read('faqs', faqGroupSchema);
  const header = readSingleYaml(dirs.content, 'navigation/header.yaml', headerNavSchema, issues);
  const footer = readSingleYaml(dirs.content, 'navigation/footer.yaml', footerNavSchema, issues);
  const bottom = readSingleYaml(dirs.content, 'navigation/bottom.yaml', bottomNavSchema, issues);

  const productSlug = (source: SourceFile) => rawSlug(source) ?? source.id;
  const releasePath = (kind: ReleaseKind, source: SourceFile) => {
    const slug = rawSlug(source);
    return slug === undefined ? undefined : `${RELEASE_BASE[kind]}/${slug}`;
  };
  const checked: Checked[] = [
    ...pageFiles.files.map((source) => ({ source, schema: pageSchema, path: pagePath(source.id, rawSlug(source)) })),
    ...productFiles.files.map((source) => ({
      source,
      schema: productSchema,
      path: `/${productSlug(source)}`,
      templateIds: true,
    })),
    ...(['firmware', 'software'] as const).flatMap((kind) =>
      releaseFiles[kind].files.map((source) => ({
        source,
        schema: releasePageSchema,
        path: releasePath(kind, source),
        feed: true,
        templateIds: true,
      })),
    ),
    ...storyFiles.files.map((source) => ({ source, schema: storySchema, path: `${STORY_BASE}/${source.id}` })),
    ...manualFiles.files.map((source) => ({ source, schema: manualSetSchema })),
    ...faqFiles.files.map((source) => ({ source, schema: faqGroupSchema })),
    ...(header ? [{ source: header, schema: headerNavSchema }] : []),
    ...(footer ? [{ source: footer, schema: footerNavSchema }] : []),
    ...(bottom ? [{ source: bottom, schema: bottomNavSchema }] : []),
  ];
  issues.push(
    ...checkReferences(checked, issues, {
      products: new Set(productFiles.files.map(productSlug)),
      faqTopics: new Set(faqFiles.files.map((source) => source.id)),
      storyCount: storyFiles.files.length,
      publicDir: dirs.public,
    }),
  );

  const pages: Page[] = pageFiles.entries.map(({ file, id, data, body }) => ({
    ...data,
    kind: 'page',
    file,
    body,
    path: pagePath(id, data.slug),
  }));
  const products = toProducts(productFiles.entries);
  const releases: ReleasePage[] = (['firmware', 'software'] as const).flatMap((kind) =>
    releaseFiles[kind].entries.map(({ file, data, body }) => ({
      ...data,
      kind,
      file,
      body,
      path: `${RELEASE_BASE[kind]}/${data.slug}`,
      releases: [...data.releases].sort(newestFirst),
    })),
  );
  const stories: StoryEntry[] = storyFiles.entries
    .map(({ file, id, data, body }) => ({
      ...data,
      kind: 'story' as const,
      slug: id,
      file,
      body,
      path: `${STORY_BASE}/${id}`,
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
  const manuals = manualFiles.entries.map(({ data }) => data);
  const faqs = Object.fromEntries(faqFiles.entries.map(({ id, data }) => [id, data]));
  const navigation = {
    header: header?.data ?? { items: [] },
    footer: footer?.data ?? { blurb: '', columns: [], legal: [] },
    bottom: bottom?.data ?? { title: '', items: [] },
  };
  const content: Content = { pages, products, releases, stories, manuals, faqs, navigation };
  const warnings = productFiles.entries.flatMap(({ file, data, lineOf }) => {
    const earlier = committed?.(file);
    return productPriceWarnings(data, earlier === undefined ? undefined : frontmatterData(earlier)).map(
      ({ path: at, message }) => ({ file, line: lineOf(at), field: at.join('.'), message }),
    );
  });
  return { content, issues: sortIssues(issues), warnings: sortIssues(warnings) };
}

/** Reads and validates all of content/. Throws one error listing every problem. */
export function loadContent(dirs: ContentDirs = DEFAULT_DIRS): Content {
  const { content, issues } = checkContent(dirs);
  if (issues.length > 0) throw new ContentValidationError(issues);
  return content;
}
