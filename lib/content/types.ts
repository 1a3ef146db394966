import type { PageFrontmatter } from './schemas/page';
import type { ProductFrontmatter } from './schemas/product';
import type { Release, ReleasePageFrontmatter } from './schemas/release';
import type { BottomNav, FaqGroup, FooterNav, HeaderNav, ManualSet, Story } from './schemas/misc';

interface Routed {
  /** Source file, for error messages. */
  file: string;
  /** Site path without trailing slash, `/` for home. */
  path: string;
  /** MDX source of the body. */
  body: string;
}

export type Page = Routed & PageFrontmatter & { kind: 'page' };

export type Product = Routed & ProductFrontmatter & { kind: 'product'; slug: string };

export type ReleaseKind = 'firmware' | 'software';

export type ReleasePage = Routed &
  Omit<ReleasePageFrontmatter, 'releases'> & {
    kind: ReleaseKind;
    /** Newest first. */
    releases: Release[];
  };

export type StoryEntry = Routed & Story & { kind: 'story'; slug: string };

interface Navigation {
  header: HeaderNav;
  footer: FooterNav;
  bottom: BottomNav;
}

export interface Content {
  pages: Page[];
  products: Product[];
  releases: ReleasePage[];
  stories: StoryEntry[];
  manuals: ManualSet[];
  faqs: Record<string, FaqGroup>;
  navigation: Navigation;
}

export type RoutedEntry = Page | Product | ReleasePage | StoryEntry;
