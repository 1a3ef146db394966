import type { ReleaseFile } from '@/lib/content';
import { PLATFORM_SCRIPT } from '@/lib/downloads/platform';
import { downloadsEn } from '@/lib/i18n/downloads.en';
import { DownloadLink, FileDownload, FileFacts } from './file-download';

const t = downloadsEn;

/**
 * A release's files for the visitor's platform first, the same in every browser: one
 * prominent "Download for macOS" action, then every file in content order.
 *
 * The HTML holds one prominent action per platform of the release; styles keyed on
 * <html data-platform> (_platform-downloads.scss) show only the visitor's, or the first
 * when the platform is unknown or not in the release. The inline script sets it before
 * the actions are parsed; a page reached by a client navigation has it from the client
 * runtime (browser/platform-attribute.ts). The hidden actions are out of the tab order and
 * the accessibility tree, and nothing is reordered by CSS, so what is seen, what Tab
 * reaches and what a screen reader reads come in one order. The HTML never changes, so
 * hydration matches; without JavaScript the first action and the full list remain.
 */
export function PlatformDownloads({ files }: { files: ReleaseFile[] }) {
  const picks = firstFilePerPlatform(files);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PLATFORM_SCRIPT }} />
      <div className="platform-pick" data-platforms={picks.map((file) => file.platform).join(' ')}>
        {picks.map((file) => (
          <div key={file.platform} className="platform-pick-action" data-platform={file.platform}>
            <DownloadLink file={file} className="btn btn-primary btn-lg" />
            <FileFacts file={file} className="small text-secondary mt-2 mb-0" />
          </div>
        ))}
      </div>
      <h3 className="h6 release-notes-heading mt-4 mb-0">{t.allPlatforms}</h3>
      <ul className="list-unstyled file-list mb-0">
        {files.map((file) => (
          <li key={file.url + file.fileName} data-platform={file.platform}>
            <FileDownload file={file} platformBadge />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The first file of each platform, in content order: the one its prominent action saves. */
function firstFilePerPlatform(files: ReleaseFile[]): ReleaseFile[] {
  return files.filter((file, index) => files.findIndex((other) => other.platform === file.platform) === index);
}
