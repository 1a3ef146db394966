import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { entryTitle, getEntryByPath, getRoutedEntries } from '@/lib/content';
import { EntryView } from '@/components/views/entry-view';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

/** `path` is absent for the home page, which this optional catch-all also serves. */
type Params = { path?: string[] };

/**
 * Every page, product, release page and story of content/, the home page included: one
 * route, so moving between any two of them loads no route code of its own (with a route
 * of its own, a prefetch of the home link would fetch that route's copy of the islands' loaders).
 */
export function generateStaticParams(): Params[] {
  return getRoutedEntries().map((entry) => ({ path: toSegments(entry.path) }));
}

export const dynamicParams = false;

/** A content path and the catch-all's segments, both ways ('/' is no segments). */
const toSegments = (path: string) => path.split('/').filter(Boolean);
const toPath = (segments: string[] = []) => `/${segments.map(decodeURIComponent).join('/')}`;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = getEntryByPath(toPath((await params).path));
  if (!entry) return {};
  if (entry.kind === 'page' && entry.path === '/')
    // The home page's title leads with the brand instead of the "… | Clonewave" template.
    return { ...pageMetadata(entry), title: { absolute: `${siteConfig.brand.name} — ${entry.title}` } };
  return pageMetadata({
    title: entry.kind === 'product' ? `${entry.name} — ${entry.tagline}` : entryTitle(entry),
    description: entry.description,
    path: entry.path,
    image: entry.kind === 'page' ? entry.image : undefined,
    noindex: entry.kind === 'page' && entry.noindex,
    type: entry.kind === 'story' ? 'article' : 'website',
  });
}

export default async function EntryPage({ params }: { params: Promise<Params> }) {
  const entry = getEntryByPath(toPath((await params).path));
  if (!entry) notFound();
  return <EntryView entry={entry} />;
}
