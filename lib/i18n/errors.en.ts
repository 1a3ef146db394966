/** UI strings: the not-found and error pages. A slice of ./messages.en.ts that the error
 * boundary (a client component on every page) imports directly, so every page does not
 * ship every string. */
export const notFoundEn = {
  lead: 'The link may be old, or the page has moved. These will get you back on track:',
  search: 'Browse all products',
  help: 'Visit the help centre',
  home: 'Go to the home page',
} as const;

export const errorEn = {
  title: 'Something went wrong',
  retry: 'Try again',
  status: 'Error',
  /** A page whose code could not load, and that was not loaded afresh (the reload guard held). */
  chunkTitle: 'This page could not load',
  chunkLead: 'The site may have just been updated. Loading the page again gets the new version.',
  reload: 'Load the page again',
} as const;

/** The preview's list of content problems (`next dev` only; a build refuses instead). */
export const contentReportEn = {
  title: (count: number) => `The content has ${count} ${count === 1 ? 'problem' : 'problems'}`,
  lead: 'This preview shows every page whose file is valid. Until these are fixed the site cannot be published, and a page whose file is broken shows "page not found".',
} as const;
