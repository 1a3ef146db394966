import { getReleasePages } from '@/lib/content';
import { buildAtom } from '@/lib/downloads/atom';
import { allReleasesFeed } from '@/lib/downloads/feeds';

// Written once at build time to out/help/download/feed.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(buildAtom(allReleasesFeed(getReleasePages())), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  });
}
