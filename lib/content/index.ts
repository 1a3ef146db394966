/**
 * The content API: the only way app/ and components/ reach content/. Everything is
 * read and checked (frontmatter, MDX bodies, references) and returned as typed objects.
 */
import { contentFingerprint } from './fingerprint';
import type { ContentIssue } from './issues';
import { checkContent, loadContent } from './load';
import type { Content, Page, Product, ReleaseKind, ReleasePage, RoutedEntry, StoryEntry } from './types';

let cache: { key: string; content: Content; issues: ContentIssue[] } | undefined;

/**
 * The export build reads content/ once and throws ContentValidationError (the same list
 * `npm run content:check` prints) when anything is wrong. `next dev`, the editor's
 * preview, reads it again when a file in content/ or public/ changed, so a save shows at
 * once, and never throws: it renders every valid entry and lists the problems
 * (getContentIssues), so one broken file does not take every page down.
 */
function current() {
  if (process.env.NODE_ENV !== 'development') {
    cache ??= { key: 'build', content: loadContent(), issues: [] };
    return cache;
  }
  const key = contentFingerprint();
  if (cache?.key !== key) {
    const { content, issues } = checkContent();
    cache = { key, content, issues };
  }
  return cache;
}

/** The checked content: only valid entries. */
export const getContent = (): Content => current().content;

/** What is wrong in content/ now, under `next dev`; always empty in a build, which refuses instead. */
export const getContentIssues = (): ContentIssue[] => current().issues;
export { formatIssue } from './issues';

const getPages = (): Page[] => getContent().pages;
export const getPage = (path: string): Page | undefined => getPages().find((p) => p.path === path);
export const getProducts = (): Product[] => getContent().products;
export const getProduct = (slug: string): Product | undefined => getProducts().find((p) => p.slug === slug);
export const getReleasePages = (kind?: ReleaseKind): ReleasePage[] =>
  getContent().releases.filter((r) => kind === undefined || r.kind === kind);
export const getReleasePage = (kind: ReleaseKind, slug: string): ReleasePage | undefined =>
  getReleasePages(kind).find((r) => r.slug === slug);
export const getStories = (): StoryEntry[] => getContent().stories;
export const getManualSets = () => getContent().manuals;
export const getFaqGroup = (id: string) => getContent().faqs[id];
export const getNavigation = () => getContent().navigation;

/** Every routed entry: pages, products, release pages and stories. */
export function getRoutedEntries(): RoutedEntry[] {
  const { pages, products, releases, stories } = getContent();
  return [...pages, ...products, ...releases, ...stories];
}

export function getEntryByPath(path: string): RoutedEntry | undefined {
  return getRoutedEntries().find((entry) => entry.path === path);
}

/** Human title of a routed entry (used in breadcrumbs, search and the sitemap). */
export function entryTitle(entry: RoutedEntry): string {
  switch (entry.kind) {
    case 'page':
      return entry.navTitle ?? entry.title;
    case 'product':
      return entry.name;
    default:
      return entry.title;
  }
}

/** Downloads that apply to a product, for its page and the download centre. */
export function getDownloadsForProduct(slug: string) {
  return {
    firmware: getReleasePages('firmware').filter((r) => r.products.includes(slug)),
    software: getReleasePages('software').filter((r) => r.products.includes(slug)),
    manuals: getManualSets().find((m) => m.product === slug)?.documents ?? [],
  };
}

export type * from './types';
/** Field types of entries, for components: they import content types from here, never from the schemas. */
export type { LayoutName } from './schemas/page';
export type { ProductCategory, StockState } from './schemas/product';
export type { Release, ReleaseFile } from './schemas/release';
export type { HeaderNav } from './schemas/misc';
export type { BlockProps, MdxBlockName } from './schemas/blocks';
