/** Shapes of the content database, shared by the build step and the browser. */
export const CONTENT_DB_DIR = '_content';
export const CONTENT_DB_META = 'content-db';

export type DbKind = 'page' | 'product' | 'firmware' | 'software' | 'story' | 'faq';

export interface DbDocument {
  [key: string]: unknown;
  kind: DbKind;
  slug: string;
  /** Site path; FAQs have none. */
  path?: string;
  title: string;
  description: string;
  body: string;
}

export interface ContentDb {
  version: 1;
  documents: DbDocument[];
}
