import type { Metadata } from 'next';
import { absoluteUrl, siteConfig } from './site-config';

const DEFAULT_OG_IMAGE = '/images/og-default.png';

/** Canonical URL of a route, with the trailing slash the export serves. */
export function canonicalUrl(path: string): string {
  return absoluteUrl(path === '/' ? '/' : `${path}/`);
}

export function pageMetadata({
  title,
  description,
  path,
  image,
  noindex = false,
  type = 'website',
}: {
  title: string;
  description: string;
  path: string;
  image?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}): Metadata {
  const url = canonicalUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: siteConfig.brand.name,
      locale: siteConfig.locale.iso.replace('-', '_'),
      images: [{ url: image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: siteConfig.brand.name }],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
