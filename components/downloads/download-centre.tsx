import { downloadsByProduct } from '@/lib/downloads/by-product';
import { ALL_RELEASES_FEED } from '@/lib/downloads/feeds';
import { messages } from '@/lib/i18n';
import { DownloadFinderIsland, DownloadStyles } from './lazy';
import { DownloadFinderMarkup } from './download-finder-markup';
import { FeedLink } from './feed-link';

/** MDX block `<DownloadCentre />`: the product/type finder and the feed of all releases. */
export function DownloadCentre() {
  const products = downloadsByProduct();
  return (
    <>
      <DownloadStyles />
      <FeedLink href={ALL_RELEASES_FEED} title={messages.downloads.allFeedTitle} />
      <DownloadFinderIsland products={products}>
        <DownloadFinderMarkup products={products} />
      </DownloadFinderIsland>
      <p className="small">
        <a href={ALL_RELEASES_FEED}>{messages.downloads.feed}</a>: every firmware and software release as it is
        published.
      </p>
    </>
  );
}
