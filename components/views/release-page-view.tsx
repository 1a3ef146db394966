import Link from '@/components/navigation/link';
import type { ReleasePage } from '@/lib/content';
import { getProduct } from '@/lib/content';
import { feedPath } from '@/lib/downloads/feeds';
import { messages } from '@/lib/i18n';
import { MdxContent } from '@/components/mdx/mdx-content';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';
import { FeedLink } from '../downloads/feed-link';
import { LatestReleaseCard } from '../downloads/latest-release-card';
import { ReleaseDiffView } from '../downloads/release-diff-view';
import { ReleaseHistory } from '../downloads/release-history';
import { SerialAlert } from '../ui/serial-alert';
import { appProduct, SoftwareJsonLd } from '../downloads/software-json-ld';
import { UpgradeSteps } from '../downloads/upgrade-steps';
import { VideoGuide } from '../downloads/video-guide';
import { DownloadStyles } from '../downloads/lazy';

const t = messages.downloads;

/** A firmware or software download page: latest release first, then how, then history. */
export function ReleasePageView({ page }: { page: ReleasePage }) {
  const [latest, previous, ...older] = page.releases;
  const products = page.products.map((slug) => getProduct(slug)).filter((p) => p !== undefined);
  const feed = feedPath(page);
  return (
    <PageLayout layout="default" path={page.path}>
      <FeedLink href={feed} title={t.feedTitle(page.title)} />
      {page.kind === 'software' && latest ? (
        <SoftwareJsonLd page={page} latest={latest} app={appProduct(products)} />
      ) : null}
      <PageHeader title={page.title} lead={page.description}>
        <p className="small mt-2 mb-0">
          {t.appliesTo}{' '}
          {products.map((product, i) => (
            <span key={product.slug}>
              {i > 0 ? ', ' : ''}
              <Link href={product.path}>{product.name}</Link>
            </span>
          ))}
          {' · '}
          <a href={feed}>{t.feed}</a>
        </p>
      </PageHeader>
      {page.serialAlert ? <SerialAlert title={page.serialAlert.title}>{page.serialAlert.body}</SerialAlert> : null}
      <DownloadStyles />
      <div className="release-page">
        {latest ? <LatestReleaseCard release={latest} kind={page.kind} /> : null}
        <MdxContent source={page.body} file={page.file} />
        {latest && previous ? <ReleaseDiffView latest={latest} previous={previous} /> : null}
        <UpgradeSteps steps={page.upgradeSteps} />
        {page.videoGuide ? <VideoGuide {...page.videoGuide} /> : null}
        <ReleaseHistory releases={[previous, ...older].filter((r) => r !== undefined)} />
      </div>
    </PageLayout>
  );
}
