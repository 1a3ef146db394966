import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl, siteConfig } from '@/lib/site-config';

/** Ready-made schema.org objects built from the site config. */
const PRESETS = {
  organization: () => ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteConfig.brand.name,
    legalName: siteConfig.brand.legalName,
    url: siteConfig.siteUrl,
    logo: absoluteUrl(siteConfig.brand.logo),
    email: siteConfig.supportEmail,
    telephone: siteConfig.phone,
    foundingDate: '2014',
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: siteConfig.address.country,
    },
    sameAs: Object.values(siteConfig.social),
  }),
  website: () => ({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: siteConfig.brand.name,
    url: siteConfig.siteUrl,
  }),
} as const;

/**
 * MDX: `<StructuredData preset="organization" />` or `<StructuredData data={{ "@type": … }} />`.
 * Renders JSON-LD for search engines; nothing visible.
 */
export function StructuredData({ preset, data }: { preset?: keyof typeof PRESETS; data?: Record<string, unknown> }) {
  if (preset && !(preset in PRESETS))
    throw new Error(`StructuredData: unknown preset "${preset}" (use ${Object.keys(PRESETS).join(', ')})`);
  const value = data ? { '@context': 'https://schema.org', ...data } : preset ? PRESETS[preset]() : undefined;
  if (!value) throw new Error('StructuredData: give a preset or data');
  return <JsonLd data={value} />;
}
