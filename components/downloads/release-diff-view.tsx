import type { Release } from '@/lib/content';
import { diffReleases, formatSizeChange } from '@/lib/downloads/release-diff';
import { formatBytes } from '@/lib/format/bytes';
import { messages } from '@/lib/i18n';

const t = messages.downloads;

/** "What's different?" between the latest release and the one before it. */
export function ReleaseDiffView({ latest, previous }: { latest: Release; previous: Release }) {
  const diff = diffReleases(latest, previous);
  return (
    <section className="release-diff my-5" aria-labelledby="release-diff">
      <h2 id="release-diff">{t.diffHeading}</h2>
      <p>
        {t.diffLead(diff.from.version, diff.to.version, diff.daysBetween)} {t.diffCounts(diff.counts)}
      </p>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">{t.diffColumns.file}</th>
              <th scope="col">{diff.from.version}</th>
              <th scope="col">{diff.to.version}</th>
              <th scope="col">{t.diffColumns.change}</th>
            </tr>
          </thead>
          <tbody>
            {diff.files.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>
                  {row.previousSize ? formatBytes(row.previousSize) : '—'}
                  {row.previousMinOs ? <span className="d-block small text-secondary">{row.previousMinOs}</span> : null}
                </td>
                <td>
                  {row.size ? formatBytes(row.size) : '—'}
                  {row.minOs ? <span className="d-block small text-secondary">{row.minOs}</span> : null}
                </td>
                <td>
                  {row.size && row.previousSize
                    ? formatSizeChange(row.size - row.previousSize, formatBytes)
                    : row.size
                      ? t.diffAdded
                      : t.diffRemoved}
                  {row.minOs && row.previousMinOs && row.minOs !== row.previousMinOs ? (
                    <span className="d-block small">
                      {t.diffColumns.minOs} {row.minOs}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
