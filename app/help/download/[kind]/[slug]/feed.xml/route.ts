import { notFound } from 'next/navigation';
import { getReleasePage, getReleasePages, type ReleaseKind } from '@/lib/content';
import { buildAtom } from '@/lib/downloads/atom';
import { pageFeed } from '@/lib/downloads/feeds';

type Params = { kind: string; slug: string };

// One static feed per firmware or software page: out/help/download/<kind>/<slug>/feed.xml.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return getReleasePages().map((page) => ({ kind: page.kind, slug: page.slug }));
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { kind, slug } = await params;
  const page = getReleasePage(kind as ReleaseKind, slug);
  if (!page) notFound();
  return new Response(buildAtom(pageFeed(page)), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
