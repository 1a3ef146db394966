import type { SoftwareApplication, WithContext } from 'schema-dts';
import type { Product, Release, ReleasePage } from '@/lib/content';
import { JsonLd } from '@/components/seo/json-ld';
import { productOffers, productRating } from '@/components/product/product-json-ld';
import { fileLabel } from '@/lib/downloads/platform';
import { formatBytes } from '@/lib/format/bytes';
import { isoDate } from '@/lib/format/date';
import { SITE_CURRENCY } from '@/lib/format/money';
import { canonicalUrl } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

/**
 * The shop's product for a release page's app: one of the page's products in the software
 * category (content/products). Only paid apps are sold there, so its licences are the
 * app's price and its reviews the app's reviews; the other apps are free companions of the
 * hardware they list.
 */
export const appProduct = (products: Product[]): Product | undefined =>
  products.find((product) => product.category === 'software');

/**
 * SoftwareApplication structured data for the latest release: one item per file, since each
 * platform has its own download URL, size and minimum system. A paid app carries its
 * product's licence offers and rating (the product page's, not a copy); a free one costs 0.
 */
export function softwareJsonLd(
  page: ReleasePage,
  latest: Release,
  app: Product | undefined,
): WithContext<SoftwareApplication>[] {
  const offers = app
    ? productOffers(app)
    : [{ '@type': 'Offer' as const, price: '0.00', priceCurrency: SITE_CURRENCY }];
  // Typed per item, so a property schema.org does not define on SoftwareApplication fails the build.
  return latest.files.map((file): WithContext<SoftwareApplication> => ({
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: page.title,
    description: page.description,
    url: canonicalUrl(page.path),
    applicationCategory: page.applicationCategory,
    operatingSystem: file.minOs ?? fileLabel(file),
    softwareVersion: latest.version,
    datePublished: isoDate(latest.date),
    downloadUrl: file.url,
    fileSize: formatBytes(file.size),
    offers,
    ...(app ? productRating(app) : {}),
    publisher: { '@type': 'Organization', name: siteConfig.brand.name, url: siteConfig.siteUrl },
  }));
}

export function SoftwareJsonLd({ page, latest, app }: { page: ReleasePage; latest: Release; app?: Product }) {
  return <JsonLd data={softwareJsonLd(page, latest, app)} />;
}
