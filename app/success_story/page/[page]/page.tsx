import type { Metadata } from 'next';
import Link from '@/components/navigation/link';
import { notFound } from 'next/navigation';
import { getPage } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';
import { StoryList, storyListPageNumbers } from '@/components/stories/story-list';
import { ROUTES } from '@/lib/routes';

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
  const list = getPage(ROUTES.stories);
  if (!list) return {};
  if (n < 2) return { title: list.title, robots: { index: false }, alternates: { canonical: `${ROUTES.stories}/` } };
  return pageMetadata({
    title: `${list.title} — ${messages.stories.page(n)}`,
    description: list.description,
    path: `${ROUTES.stories}/page/${n}`,
  });
}

export default async function StoryListPage({ params }: { params: Promise<Params> }) {
  const n = Number((await params).page);
  const list = getPage(ROUTES.stories);
  if (!list) notFound();
  if (n === 1) {
    return (
      <PageLayout layout={list.layout} path={ROUTES.stories}>
        <meta httpEquiv="refresh" content={`0; url=${ROUTES.stories}/`} />
        <PageHeader title={list.title}>
          <p className="mt-3">
            <Link href={`${ROUTES.stories}/`}>{list.title}</Link>
          </p>
        </PageHeader>
      </PageLayout>
    );
  }
  if (!storyListPageNumbers().includes(n)) notFound();
  return (
    <PageLayout layout={list.layout} path={ROUTES.stories}>
      <PageHeader title={`${list.title} — ${messages.stories.page(n)}`} />
      <StoryList page={n} />
    </PageLayout>
  );
}
