import type { Release, ReleasePage } from '@/lib/content';
import { formatDate, isoDate } from '@/lib/format/date';
import { releaseAnchor } from '@/lib/downloads/feeds';
import { messages } from '@/lib/i18n';
import { FileDownload } from './file-download';
import { PlatformDownloads } from './platform-downloads';
import { ReleaseNotes } from './release-notes';

const t = messages.downloads;

/** The newest release: version, date, the big download button(s), checksums and notes. */
export function LatestReleaseCard({ release, kind }: { release: Release; kind: ReleasePage['kind'] }) {
  return (
    <section className="card latest-release mb-4" aria-labelledby="latest-release" id={releaseAnchor(release.version)}>
      <div className="card-body">
        <p className="text-uppercase small fw-semibold text-primary mb-1">{t.latest}</p>
        <h2 id="latest-release" className="h3 mb-1">
          {t.version(release.version)}
        </h2>
        <p className="text-secondary mb-3">
          {t.build(release.build)} · {t.released}{' '}
          <time dateTime={isoDate(release.date)}>{formatDate(release.date)}</time>
        </p>
        {kind === 'software' ? (
          <PlatformDownloads files={release.files} />
        ) : (
          <ul className="list-unstyled file-list mb-0">
            {release.files.map((file, index) => (
              <li key={file.url + file.fileName}>
                <FileDownload file={file} primary={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <p className="small text-secondary mt-3 mb-4">{t.verify}</p>
        <ReleaseNotes notes={release.notes} />
      </div>
    </section>
  );
}
