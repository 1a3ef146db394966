import { downloadsByProduct } from '@/lib/downloads/by-product';
import { ALL_RELEASES_FEED } from '@/lib/downloads/feeds';
import { messages } from '@/lib/i18n';
import { DownloadFinder, DownloadStyles } from './lazy';
import { FeedLink } from './feed-link';

/** MDX block `<DownloadCentre />`: the product/type finder and the feed of all releases. */
export function DownloadCentre() {
  return (
    <>
      <DownloadStyles />
      <FeedLink href={ALL_RELEASES_FEED} title={messages.downloads.allFeedTitle} />
      <DownloadFinder products={downloadsByProduct()} />
      <p className="small">
        <a href={ALL_RELEASES_FEED}>{messages.downloads.feed}</a>: every firmware and software release as it is
        published.
      </p>
    </>
  );
}
