import type { ContentIssue } from './issues';
import { ContentValidationError } from './issues';
import path from 'node:path';
import { CONTENT_DIR, readCollection, readSingleYaml } from './files';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/product';
import { releasePageSchema } from './schemas/release';
import { bottomNavSchema, faqGroupSchema, footerNavSchema, headerNavSchema, manualSetSchema, storySchema } from './schemas/misc';
import { checkCrossReferences } from './checks';
import type { Content, Page, Product, ReleaseKind, ReleasePage, StoryEntry } from './types';
import { ROUTES } from '../routes';

const RELEASE_BASE: Record<ReleaseKind, string> = { firmware: ROUTES.firmware, software: ROUTES.software };
const STORY_BASE = ROUTES.stories;

/** `index` files name their folder; `slug` replaces the last segment. */
function pagePath(id: string, slug: string | undefined): string {
  const segments = id.split('/').filter((s) => s !== 'index');
  if (slug) segments.splice(-1, 1, slug);
  return `/${segments.join('/')}`;
}

function loadReleases(dirs: ContentDirs, kind: ReleaseKind, issues: ContentIssue[]): ReleasePage[] {
  return readCollection(dirs.content, kind, releasePageSchema, issues).map(({ file, data, body }) => ({
    ...data,
    kind,
    file,
    body,
    path: `${RELEASE_BASE[kind]}/${data.slug}`,
    releases: [...data.releases].sort((a, b) => b.date.getTime() - a.date.getTime() || b.build - a.build),
  }));
}

export interface ContentDirs {
  /** The content/ folder. */
  content: string;
  /** The public/ folder, where images referenced by content must exist. */
  public: string;
}

const DEFAULT_DIRS: ContentDirs = { content: CONTENT_DIR, public: path.join(process.cwd(), 'public') };

/** Reads and validates all of content/. Throws one error listing every problem. */
export function loadContent(dirs: ContentDirs = DEFAULT_DIRS): Content {
  const issues: ContentIssue[] = [];

  const pages: Page[] = readCollection(dirs.content, 'pages', pageSchema, issues).map(({ file, id, data, body }) => ({
    ...data,
    kind: 'page',
    file,
    body,
    path: pagePath(id, data.slug),
  }));

  const products: Product[] = readCollection(dirs.content, 'products', productSchema, issues)
    .map(({ file, id, data, body }) => {
      const slug = data.slug ?? id;
      return { ...data, kind: 'product' as const, slug, file, body, path: `/${slug}` };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  const releases = [...loadReleases(dirs, 'firmware', issues), ...loadReleases(dirs, 'software', issues)];

  const stories: StoryEntry[] = readCollection(dirs.content, 'stories', storySchema, issues)
    .map(({ file, id, data, body }) => ({ ...data, kind: 'story' as const, slug: id, file, body, path: `${STORY_BASE}/${id}` }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());

  const manuals = readCollection(dirs.content, 'manuals', manualSetSchema, issues).map(({ data }) => data);
  const faqs = Object.fromEntries(readCollection(dirs.content, 'faqs', faqGroupSchema, issues).map(({ id, data }) => [id, data]));

  const header = readSingleYaml(dirs.content, 'navigation/header.yml', headerNavSchema, issues);
  const footer = readSingleYaml(dirs.content, 'navigation/footer.yml', footerNavSchema, issues);
  const bottom = readSingleYaml(dirs.content, 'navigation/bottom.yml', bottomNavSchema, issues);

  if (!header || !footer || !bottom) throw new ContentValidationError(issues);
  const content: Content = { pages, products, releases, stories, manuals, faqs, navigation: { header, footer, bottom } };
  issues.push(...checkCrossReferences(content, dirs.public));
  if (issues.length > 0) throw new ContentValidationError(issues);
  return content;
}
