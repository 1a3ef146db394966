import { SITE_LOCALE } from './constants';

/**
 * One typed source for brand and deployment facts. Every `{product}` route of the spec
 * is derived from `brand.slug`; URLs that differ per deployment come from the environment.
 */
const env = (name: string, fallback: string): string => {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim().replace(/\/+$/, '') : fallback;
};

export const siteConfig = {
  brand: {
    name: 'Clonewave',
    slug: 'clonewave',
    legalName: 'Clonewave Technologies, Inc.',
    tagline: 'Record, capture and clone — in 4K, without a PC.',
    /** Under public/: drawn inline in the header, linked from structured data. */
    logo: '/images/logo.svg',
    /** Under public/: the square brand icon, rasterised to the favicon (app/icon.png/route.ts). */
    icon: '/images/icon.svg',
    /** A PNG, not the SVG: an SVG favicon is a document built on the page's main thread. */
    favicon: { url: '/icon.png', size: 48 },
  },
  siteUrl: env('SITE_URL', 'https://www.clonewave.example'),
  /** Where firmware, software and manual files are hosted. */
  downloadsUrl: env('DOWNLOADS_URL', 'https://downloads.clonewave.example'),
  /** Shopify store that takes over at checkout. */
  shopDomain: env('SHOP_DOMAIN', 'shop.clonewave.example'),
  /** Base URL of the form-handling endpoint; empty means "offer e-mail instead". */
  formsEndpoint: process.env.NEXT_PUBLIC_FORMS_ENDPOINT?.trim().replace(/\/+$/, '') ?? '',
  supportEmail: 'support@clonewave.example',
  salesEmail: 'sales@clonewave.example',
  phone: '+1 (408) 555-0142',
  address: {
    street: '2150 Bering Drive, Suite 300',
    city: 'San Jose',
    region: 'CA',
    postalCode: '95131',
    country: 'US',
  },
  locale: SITE_LOCALE,
  keywords: ['video', 'recorder', 'capture', 'hdmi', 'software', '4k', 'live stream'],
  social: {
    youtube: 'https://www.youtube.com/@clonewave',
    x: 'https://x.com/clonewave',
    facebook: 'https://www.facebook.com/clonewave',
  },
} as const;

/** Replaces the spec's `{product}` token with the brand slug. */
export function expandProductToken(value: string): string {
  return value.replaceAll('{product}', siteConfig.brand.slug);
}

/** Absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
