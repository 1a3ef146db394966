import Link from '@/components/navigation/link';
import { getProduct, getReleasePages, type ReleaseKind } from '@/lib/content';
import { feedPath } from '@/lib/downloads/feeds';
import { PLATFORM_LABELS } from '@/lib/downloads/platform';
import { formatDate, isoDate } from '@/lib/format/date';
import { DownloadStyles } from './lazy';

/** MDX block `<ReleaseIndex kind="firmware" />`: every download page of a kind with its latest release. */
export function ReleaseIndex({ kind }: { kind: ReleaseKind }) {
  const pages = getReleasePages(kind);
  return (
    <>
      <DownloadStyles />
      <ul className="row g-3 list-unstyled my-4 release-index">
        {pages.map((page) => {
          const latest = page.releases[0];
          const platforms = [...new Set(latest?.files.map((f) => f.platform) ?? [])].filter((p) => p !== 'device');
          const products = page.products.map((slug) => getProduct(slug)?.name ?? slug);
          return (
            <li key={page.path} className="col-md-6">
              <div className="card release-index-card">
                <div className="card-body">
                  <h3 className="h5 card-title">
                    <Link href={page.path}>{page.title}</Link>
                  </h3>
                  {latest ? (
                    <p className="mb-1 fw-semibold">
                      Version {latest.version} · <time dateTime={isoDate(latest.date)}>{formatDate(latest.date)}</time>
                    </p>
                  ) : null}
                  <p className="small text-secondary mb-2">
                    For {products.join(', ')}
                    {platforms.length > 0 ? ` · ${platforms.map((p) => PLATFORM_LABELS[p]).join(', ')}` : ''}
                  </p>
                  <p className="small mb-2">{page.description}</p>
                  <a className="small" href={feedPath(page)}>
                    Release feed
                    <span className="visually-hidden"> for {page.title}</span>
                  </a>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
