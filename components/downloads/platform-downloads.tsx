import type { ReleaseFile } from '@/lib/content';
import { PLATFORM_SCRIPT } from '@/lib/downloads/platform';
import { FileDownload } from './file-download';

/**
 * Every file of a release in content order (all platforms, works without JavaScript).
 * The visitor's own platform comes first, with its badge and the solid button, through
 * styles keyed on <html data-platform> (_platform-downloads.scss): the inline script sets it before
 * the list is parsed; a page reached by a client navigation has it from the client runtime
 * (browser/platform-attribute.ts). The HTML never changes, so nothing moves after the first
 * paint and hydration matches.
 */
export function PlatformDownloads({ files }: { files: ReleaseFile[] }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PLATFORM_SCRIPT }} />
      <ul className="list-unstyled file-list platform-ordered mb-0">
        {files.map((file, index) => (
          <li key={file.url + file.fileName} data-platform={file.platform}>
            <FileDownload file={file} primary={index === 0} platformBadge />
          </li>
        ))}
      </ul>
    </>
  );
}
