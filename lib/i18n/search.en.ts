/** UI strings: search. A slice of ./messages.en.ts that client islands import directly, so
 * the browser gets only the strings it shows. */
export const searchEn = {
  label: 'Search the site',
  placeholder: 'Search products, help and downloads',
  shortcut: 'Press / to search',
  loading: 'Loading search…',
  failed: 'Search could not load. Check your connection and try again.',
  empty: (q: string) => `No results for “${q}”`,
  count: (n: number) => (n === 1 ? '1 result' : `${n} results`),
  kinds: { page: 'Page', product: 'Product', firmware: 'Firmware', software: 'Software', story: 'Story', faq: 'FAQ' },
} as const;
