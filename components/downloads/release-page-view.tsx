import type { ReleasePage } from '@/lib/content';
import { formatBytes } from '@/lib/format/bytes';
import { formatDate, isoDate } from '@/lib/format/date';
import { MdxContent } from '@/components/mdx/mdx-content';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';

export function ReleasePageView({ page }: { page: ReleasePage }) {
  const [latest] = page.releases;
  return (
    <PageLayout layout="default" path={page.path}>
      <PageHeader title={page.title} lead={page.description} />
      {latest ? (
        <section className="card mb-4" aria-labelledby="latest-release">
          <div className="card-body">
            <h2 id="latest-release" className="h4">
              Latest: version {latest.version}{' '}
              <small className="text-secondary">
                (build {latest.build}, <time dateTime={isoDate(latest.date)}>{formatDate(latest.date)}</time>)
              </small>
            </h2>
            <ul className="list-unstyled mb-0">
              {latest.files.map((file) => (
                <li key={file.url}>
                  <a className="btn btn-primary my-1" href={file.url}>
                    Download {file.fileName}
                  </a>{' '}
                  <span className="text-secondary small">{formatBytes(file.size)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <MdxContent source={page.body} file={page.file} />
      <h2 className="mt-4">Release history</h2>
      <ul>
        {page.releases.map((release) => (
          <li key={release.version}>
            {release.version} — {formatDate(release.date)}
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
