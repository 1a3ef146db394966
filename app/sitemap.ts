import type { MetadataRoute } from 'next';
import { getRoutedEntries } from '@/lib/content';
import { canonicalUrl } from '@/lib/seo';

export const dynamic = 'force-static';

/** Every indexable route of the content, derived, never listed by hand. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getRoutedEntries()
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
}
