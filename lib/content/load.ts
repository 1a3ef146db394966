import type { ContentIssue } from './issues';
import { ContentValidationError } from './issues';
import { readCollection, readSingleYaml } from './files';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/product';
import { releasePageSchema } from './schemas/release';
import { bottomNavSchema, faqGroupSchema, footerNavSchema, headerNavSchema, manualSetSchema, storySchema } from './schemas/misc';
import { checkCrossReferences } from './checks';
import type { Content, Page, Product, ReleaseKind, ReleasePage, StoryEntry } from './types';

export const RELEASE_BASE: Record<ReleaseKind, string> = {
  firmware: '/help/download/firmware',
  software: '/help/download/software',
};
export const STORY_BASE = '/success_story';

/** `index` files name their folder; `slug` replaces the last segment. */
function pagePath(id: string, slug: string | undefined): string {
  const segments = id.split('/').filter((s) => s !== 'index');
  if (slug) segments.splice(-1, 1, slug);
  return `/${segments.join('/')}`;
}

function loadReleases(kind: ReleaseKind, issues: ContentIssue[]): ReleasePage[] {
  return readCollection(kind, releasePageSchema, issues).map(({ file, data, body }) => ({
    ...data,
    kind,
    file,
    body,
    path: `${RELEASE_BASE[kind]}/${data.slug}`,
    releases: [...data.releases].sort((a, b) => b.date.getTime() - a.date.getTime() || b.build - a.build),
  }));
}

/** Reads and validates all of content/. Throws one error listing every problem. */
export function loadContent(): Content {
  const issues: ContentIssue[] = [];

  const pages: Page[] = readCollection('pages', pageSchema, issues).map(({ file, id, data, body }) => ({
    ...data,
    kind: 'page',
    file,
    body,
    path: pagePath(id, data.slug),
  }));

  const products: Product[] = readCollection('products', productSchema, issues)
    .map(({ file, id, data, body }) => {
      const slug = data.slug ?? id;
      return { ...data, kind: 'product' as const, slug, file, body, path: `/${slug}` };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

  const releases = [...loadReleases('firmware', issues), ...loadReleases('software', issues)];

  const stories: StoryEntry[] = readCollection('stories', storySchema, issues)
    .map(({ file, id, data, body }) => ({ ...data, kind: 'story' as const, slug: id, file, body, path: `${STORY_BASE}/${id}` }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());

  const manuals = readCollection('manuals', manualSetSchema, issues).map(({ data }) => data);
  const faqs = Object.fromEntries(readCollection('faqs', faqGroupSchema, issues).map(({ id, data }) => [id, data]));

  const header = readSingleYaml('navigation/header.yml', headerNavSchema, issues);
  const footer = readSingleYaml('navigation/footer.yml', footerNavSchema, issues);
  const bottom = readSingleYaml('navigation/bottom.yml', bottomNavSchema, issues);

  if (!header || !footer || !bottom) throw new ContentValidationError(issues);
  const content: Content = { pages, products, releases, stories, manuals, faqs, navigation: { header, footer, bottom } };
  issues.push(...checkCrossReferences(content));
  if (issues.length > 0) throw new ContentValidationError(issues);
  return content;
}
