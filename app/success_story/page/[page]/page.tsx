import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { notFound } from 'next/navigation';
import { getPage } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';
import { STORIES_PATH, StoryList, storyListPageNumbers } from '@/components/stories/story-list';

type Params = { page: string };

/**
 * Pages 2… of the success stories (20 per page). Page 1 is /success_story itself
 * (content/pages/success_story.mdx); /success_story/page/1 only sends visitors there (a
 * static export has no server redirects: meta refresh, noindex and a link), and it keeps
 * this list non-empty while every story fits on page 1 (an export needs one).
 */
export function generateStaticParams(): Params[] {
  return [1, ...storyListPageNumbers()].map((n) => ({ page: String(n) }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const n = Number((await params).page);
  const list = getPage(STORIES_PATH);
  if (!list) return {};
  if (n < 2) return { title: list.title, robots: { index: false }, alternates: { canonical: `${STORIES_PATH}/` } };
  return pageMetadata({
    title: `${list.title} — ${messages.stories.page(n)}`,
    description: list.description,
    path: `${STORIES_PATH}/page/${n}`,
  });
}

export default async function StoryListPage({ params }: { params: Promise<Params> }) {
  const n = Number((await params).page);
  const list = getPage(STORIES_PATH);
  if (!list) notFound();
  if (n === 1) {
    return (
      <PageLayout layout={list.layout} path={STORIES_PATH}>
        <meta httpEquiv="refresh" content={`0; url=${STORIES_PATH}/`} />
        <PageHeader title={list.title}>
          <p className="mt-3">
            <Link href={`${STORIES_PATH}/`}>{list.title}</Link>
          </p>
        </PageHeader>
      </PageLayout>
    );
  }
  if (!storyListPageNumbers().includes(n)) notFound();
  return (
    <PageLayout layout={list.layout} path={STORIES_PATH}>
      <PageHeader title={`${list.title} — ${messages.stories.page(n)}`} />
      <StoryList page={n} />
    </PageLayout>
  );
}
