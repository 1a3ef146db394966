import type { Release } from '@/lib/content';
import { formatDate, isoDate } from '@/lib/format/date';
import { releaseAnchor } from '@/lib/downloads/feeds';
import { messages } from '@/lib/i18n';
import { FileDownload } from './file-download';
import { ReleaseNotes } from './release-notes';

const t = messages.downloads;

/** Older releases, each a native <details>: opens and closes without JavaScript. */
export function ReleaseHistory({ releases }: { releases: Release[] }) {
  if (releases.length === 0) return null;
  return (
    <section className="release-history my-5" aria-labelledby="release-history">
      <h2 id="release-history">{t.historyHeading}</h2>
      <p className="text-secondary">{t.historyLead(releases.length)}</p>
      {releases.map((release) => (
        <details key={release.version} id={releaseAnchor(release.version)} className="release-history-item">
          <summary>
            {/* A heading in the summary: the notes' h4 headings then sit under an h3, not the h2. */}
            <h3 className="fs-6 fw-semibold m-0">{t.version(release.version)}</h3>
            <span className="text-secondary small">
              {t.build(release.build)} · <time dateTime={isoDate(release.date)}>{formatDate(release.date)}</time>
            </span>
          </summary>
          <div className="release-history-body">
            <ReleaseNotes notes={release.notes} headingLevel={4} />
            <ul className="list-unstyled file-list mb-0">
              {release.files.map((file) => (
                <li key={file.url + file.fileName}>
                  <FileDownload file={file} />
                </li>
              ))}
            </ul>
          </div>
        </details>
      ))}
    </section>
  );
}
