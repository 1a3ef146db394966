import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { entryTitle, getEntryByPath, getRoutedEntries } from '@/lib/content';
import { EntryView } from '@/components/views/entry-view';
import { pageMetadata } from '@/lib/seo';

type Params = { path: string[] };

/** Every page, product, release page and story of content/, except the home page. */
export function generateStaticParams(): Params[] {
  return getRoutedEntries()
    .filter((entry) => entry.path !== '/')
    .map((entry) => ({ path: entry.path.slice(1).split('/') }));
}

export const dynamicParams = false;

const toPath = (segments: string[]) => `/${segments.map(decodeURIComponent).join('/')}`;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const entry = getEntryByPath(toPath((await params).path));
  if (!entry) return {};
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
