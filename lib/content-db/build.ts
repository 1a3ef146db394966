import { createHash } from 'node:crypto';
import { getContent, entryTitle } from '../content';
import type { Content } from '../content/types';
import { mdxToText } from './mdx-text';
import { CONTENT_DB_DIR, type ContentDb, type DbDocument } from './types';

export { CONTENT_DB_DIR, CONTENT_DB_META } from './types';

/**
 * The content database: every page, product, release page, story and FAQ
 * with its body as plain text, in one JSON file whose name carries a hash of its bytes,
 * so any content change changes the URL and the file can be cached for a year.
 * The root layout names the URL in a meta tag; scripts/postbuild/content-db.ts writes it.
 */
const lastSegment = (path: string) => path.split('/').filter(Boolean).pop() ?? 'index';

export function buildContentDb(content: Content = getContent()): ContentDb {
  const documents: DbDocument[] = [
    ...content.pages.map((page) => ({
      kind: 'page' as const,
      slug: lastSegment(page.path),
      path: page.path,
      title: entryTitle(page),
      description: page.description,
      layout: page.layout,
      noindex: page.noindex,
      ...(page.updated ? { updated: page.updated.toISOString().slice(0, 10) } : {}),
      body: mdxToText(page.body),
    })),
    ...content.products.map((product) => ({
      kind: 'product' as const,
      slug: product.slug,
      path: product.path,
      title: product.name,
      description: product.description,
      tagline: product.tagline,
      category: product.category,
      price: product.price,
      order: product.order,
      featured: product.featured,
      highlights: product.highlights,
      image: product.images[0]?.src,
      body: mdxToText(product.body),
    })),
    ...content.releases.map((release) => ({
      kind: release.kind,
      slug: release.slug,
      path: release.path,
      title: release.title,
      description: release.description,
      products: release.products,
      version: release.releases[0]?.version,
      date: release.releases[0]?.date.toISOString().slice(0, 10),
      body: mdxToText(release.body),
    })),
    ...content.stories.map((story) => ({
      kind: 'story' as const,
      slug: story.slug,
      path: story.path,
      title: story.title,
      description: story.description,
      customer: story.customer,
      industry: story.industry,
      products: story.products,
      date: story.date.toISOString().slice(0, 10),
      body: mdxToText(story.body),
    })),
    ...Object.entries(content.faqs).flatMap(([topic, group]) =>
      group.items.map((item, i) => ({
        kind: 'faq' as const,
        slug: `${topic}-${i + 1}`,
        topic,
        title: item.question,
        description: group.title,
        body: mdxToText(item.answer),
      })),
    ),
  ];
  return { version: 1, documents };
}

export interface SerializedContentDb {
  json: string;
  hash: string;
  /** Site path of the file, e.g. `/_content/db-1a2b3c4d5e6f.json`. */
  url: string;
}

let cached: SerializedContentDb | undefined;

/** The database as the exact bytes written at build time, with its content-hash URL. */
export function serializeContentDb(content?: Content): SerializedContentDb {
  if (cached && !content && process.env.NODE_ENV !== 'development') return cached;
  const json = JSON.stringify(buildContentDb(content));
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const result = { json, hash, url: `/${CONTENT_DB_DIR}/db-${hash}.json` };
  if (!content) cached = result;
  return result;
}
