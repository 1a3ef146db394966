import { downloadsEn } from './downloads.en';
import { formsEn } from './forms.en';

/** English UI strings (spec §7: bundled, never fetched). Content copy lives in content/. */
export const en = {
  skipToContent: 'Skip to main content',
  nav: {
    primary: 'Main',
    toggle: 'Open menu',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    footer: 'Footer',
    legal: 'Legal',
  },
  footer: {
    rights: 'All rights reserved.',
  },
  notFound: {
    lead: 'The link may be old, or the page has moved. These will get you back on track:',
    search: 'Browse all products',
    help: 'Visit the help centre',
    home: 'Go to the home page',
  },
  error: {
    title: 'Something went wrong',
    retry: 'Try again',
    status: 'Error',
  },
  products: {
    from: 'From',
    viewDetails: 'View details',
    rating: (value: number, count: number) => `Rated ${value.toFixed(1)} out of 5 from ${count} reviews`,
    saveLabel: 'Save',
  },
  faq: { heading: 'Frequently asked questions' },
  contact: { heading: 'Contact Clonewave', email: 'E-mail', phone: 'Phone', address: 'Address' },
  policy: { updated: 'Last updated' },
  media: { watch: (title: string) => `Watch: ${title}` },
  dialog: { confirmTitle: 'Please confirm', alertTitle: 'Notice' },
  offline: {
    notice: 'You are offline. Pages you have already opened still work; new ones load when the connection is back.',
    backOnline: 'You are back online.',
    needsConnection: 'This needs an internet connection. Check your connection and try again.',
  },
  search: {
    label: 'Search the site',
    placeholder: 'Search products, help and downloads',
    shortcut: 'Press / to search',
    loading: 'Loading search…',
    failed: 'Search could not load. Check your connection and try again.',
    empty: (q: string) => `No results for “${q}”`,
    count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
    kinds: { page: 'Page', product: 'Product', firmware: 'Firmware', software: 'Software', story: 'Story', faq: 'FAQ' },
  },
  loading: 'Loading…',
  downloads: downloadsEn,
  forms: formsEn,
} as const;

export type Messages = typeof en;
