import { downloadsEn } from './downloads.en';
import { formsEn } from './forms.en';
import { cartEn } from './cart.en';
import { consentEn } from './consent.en';
import { dialogEn } from './dialog.en';
import { contentReportEn, errorEn, notFoundEn } from './errors.en';
import { offlineEn } from './offline.en';
import { productsEn } from './products.en';
import { catalogEn } from './catalog.en';
import { compareEn } from './compare.en';
import { mediaEn, carouselEn, videoEn } from './media.en';
import { searchEn } from './search.en';
import { upgradeEn } from './upgrade.en';
import { formatCount } from '../format/number';

/** English UI strings (bundled, never fetched). Content copy lives in content/. */
export const en = {
  skipToContent: 'Skip to main content',
  nav: {
    primary: 'Main',
    toggle: 'Open menu',
    back: 'Back',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    footer: 'Footer',
    legal: 'Legal',
  },
  footer: {
    rights: 'All rights reserved.',
  },
  notFound: notFoundEn,
  error: errorEn,
  contentReport: contentReportEn,
  products: productsEn,
  cart: cartEn,
  media: mediaEn,
  catalog: catalogEn,
  compare: compareEn,
  faq: { heading: 'Frequently asked questions' },
  // Server-rendered only (components/product/spec-table.tsx): kept out of the client slices.
  specTable: { feature: 'Feature' },
  carousel: carouselEn,
  video: videoEn,
  consent: consentEn,
  stories: {
    readStory: 'Read the story',
    pagination: 'Success story pages',
    previous: 'Previous page',
    next: 'Next page',
    page: (n: number) => `Page ${n}`,
  },
  reviews: {
    outOf: (value: number) => `${value.toFixed(1)} out of 5`,
    count: (count: number) => `${formatCount(count)} verified reviews`,
  },
  contact: { heading: 'Contact Clonewave', email: 'E-mail', phone: 'Phone', address: 'Address' },
  policy: { updated: 'Last updated' },
  dialog: dialogEn,
  offline: offlineEn,
  search: searchEn,
  loading: 'Loading…',
  downloads: downloadsEn,
  forms: formsEn,
  upgrade: upgradeEn,
} as const;

export type Messages = typeof en;
