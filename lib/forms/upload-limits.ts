/**
 * Files a form takes (the ticket's screenshots, the RMA's proof of purchase): how many,
 * how big, and which types, judged by the file's first bytes on the forms service.
 * Apart from lib/constants.ts, which every page loads: only the forms and the service need
 * these, and they would cost every page's first load about 90 bytes gzip.
 */
export const FORM_UPLOADS = {
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic'],
  /** What an upload id looks like: the forms service answers `upl_` and 22 random characters. */
  idPattern: /^upl_[A-Za-z0-9_-]{22}$/,
} as const;
