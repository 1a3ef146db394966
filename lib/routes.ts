/**
 * The site paths code relies on, stated once. Content decides every other route (a file
 * in content/pages is a page); these are the ones code links to, builds under or treats
 * apart. `app/success_story/` repeats STORIES as a folder name, because Next.js routes by
 * folder: rename both together.
 */
export const ROUTES = {
  cart: '/cart',
  products: '/products',
  stories: '/success_story',
  downloads: '/help/download',
  manuals: '/help/download/manual',
  firmware: '/help/download/firmware',
  software: '/help/download/software',
  unsubscribed: '/unsubscribed',
  unsupported: '/unsupported-content',
} as const;
