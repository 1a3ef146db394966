/**
 * The content API: the only way app/ and components/ reach content/. Everything is
 * read and checked (frontmatter, MDX bodies, references) and returned as typed objects.
 */
import { contentFingerprint } from './fingerprint';
import { loadContent } from './load';
import type { Content, Page, Product, ReleaseKind, ReleasePage, RoutedEntry, StoryEntry } from './types';

let cache: { key: string; content: Content } | undefined;

/**
 * The checked content. The export build reads it once; `next dev` reads it again when a
 * file in content/ or public/ changed, so a save shows at once. When anything is wrong
 * this throws ContentValidationError, whose message is the same list `npm run
 * content:check` prints (and the dev server shows it in its error overlay).
 */
export function getContent(): Content {
  const key = process.env.NODE_ENV === 'development' ? contentFingerprint() : 'build';
  if (cache?.key !== key) cache = { key, content: loadContent() };
  return cache.content;
}

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
