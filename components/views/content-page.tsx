import type { Page } from '@/lib/content';
import { MdxContent } from '@/components/mdx/mdx-content';
import { formatDate, isoDate } from '@/lib/format/date';
import { messages } from '@/lib/i18n';
import { PageHeader, PageLayout } from '../layout/page-layout';
import { RouteGuards } from '@/components/runtime/lazy';
import { firstLoadScript } from '@/lib/route-guards/first-load';

/** A content page: its layout, its h1 and its MDX body. */
export function ContentPage({ page }: { page: Page }) {
  const beforePage = firstLoadScript(page.middleware);
  return (
    <PageLayout layout={page.layout} path={page.path}>
      {/* Runs while the HTML is parsed, before the page shows (lib/route-guards/first-load.ts). */}
      {beforePage ? <script dangerouslySetInnerHTML={{ __html: beforePage }} /> : null}
      {page.middleware.length > 0 ? <RouteGuards names={page.middleware} path={page.path} /> : null}
      <PageHeader title={page.title}>
        {page.updated ? (
          <p className="text-secondary small mt-2 mb-0">
            {messages.policy.updated}: <time dateTime={isoDate(page.updated)}>{formatDate(page.updated)}</time>
          </p>
        ) : null}
      </PageHeader>
      <MdxContent source={page.body} file={page.file} />
    </PageLayout>
  );
}
