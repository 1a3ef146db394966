import type { Release, ReleasePage } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { fileLabel } from '@/lib/downloads/platform';
import { formatBytes } from '@/lib/format/bytes';
import { canonicalUrl } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

/**
 * SoftwareApplication structured data for the latest release: one item per file, since
 * each platform has its own download URL, size and minimum system.
 */
export function softwareJsonLd(page: ReleasePage, latest: Release) {
  return latest.files.map((file) => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: page.title,
    description: page.description,
    url: canonicalUrl(page.path),
    applicationCategory: 'MultimediaApplication',
    operatingSystem: file.minOs ?? fileLabel(file),
    softwareVersion: latest.version,
    datePublished: latest.date.toISOString().slice(0, 10),
    downloadUrl: file.url,
    fileSize: formatBytes(file.size),
    publisher: { '@type': 'Organization', name: siteConfig.brand.name, url: siteConfig.siteUrl },
  }));
}

export function SoftwareJsonLd({ page, latest }: { page: ReleasePage; latest: Release }) {
  return <JsonLd data={softwareJsonLd(page, latest)} />;
}
