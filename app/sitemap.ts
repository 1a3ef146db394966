import type { MetadataRoute } from 'next';
import { getRoutedEntries } from '@/lib/content';
import { canonicalUrl } from '@/lib/seo';
import { categoryPaths } from '@/lib/catalog/categories';

export const dynamic = 'force-static';

/** Every indexable route of the content and the category pages, derived, never listed by hand. */
export default function sitemap(): MetadataRoute.Sitemap {
  const entries = getRoutedEntries()
    .filter((entry) => !(entry.kind === 'page' && entry.noindex))
    .map((entry) => ({
      url: canonicalUrl(entry.path),
      lastModified:
        entry.kind === 'story'
          ? entry.date
          : entry.kind === 'page' && entry.updated
            ? entry.updated
            : entry.kind === 'firmware' || entry.kind === 'software'
              ? entry.releases[0]?.date
              : undefined,
      priority: entry.path === '/' ? 1 : entry.kind === 'product' ? 0.8 : 0.6,
    }));
  return [...entries, ...categoryPaths().map((path) => ({ url: canonicalUrl(path), priority: 0.7 }))];
}
