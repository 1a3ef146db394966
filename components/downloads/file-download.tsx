import type { ReleaseFile } from '@/lib/content';
import { formatBytes } from '@/lib/format/bytes';
import { fileLabel, PLATFORM_LABELS } from '@/lib/downloads/platform';
import { downloadsEn } from '@/lib/i18n/downloads.en';
import { CopyButton } from './lazy';

const t = downloadsEn;

/**
 * One downloadable file: what it is for, the button, size and checksum. With
 * `platformBadge`, a "for your system" badge that styles show on the visitor's platform
 * (platform-downloads.tsx).
 */
export function FileDownload({
  file,
  primary = false,
  platformBadge = false,
}: {
  file: ReleaseFile;
  primary?: boolean;
  platformBadge?: boolean;
}) {
  const label = fileLabel(file);
  return (
    <div className="file-download" data-platform={file.platform} data-file={file.fileName}>
      <div className="file-download-main">
        <p className="file-download-title mb-1">
          <strong>{label}</strong>
          {platformBadge ? <span className="badge text-bg-success ms-2 platform-badge">{t.forYourSystem}</span> : null}
        </p>
        <FileFacts file={file} className="small text-secondary mb-0" />
      </div>
      <DownloadLink
        file={file}
        className={`btn ${primary ? 'btn-primary btn-lg' : 'btn-outline-primary'} file-download-button`}
      />
      <div className="checksum small">
        <span className="checksum-label">{t.checksum}</span>
        <code className="checksum-value">{file.sha256}</code>
        <CopyButton text={file.sha256} fileName={file.fileName} />
      </div>
    </div>
  );
}

/** The file's name, size and minimum system, on one line. */
export function FileFacts({ file, className }: { file: ReleaseFile; className: string }) {
  return (
    <p className={className}>
      <span className="file-name">{file.fileName}</span> · <span>{formatBytes(file.size)}</span>
      {file.minOs ? (
        <>
          {' · '}
          {t.minOs} {file.minOs}
        </>
      ) : null}
    </p>
  );
}

/** "Download for macOS", named for screen readers with the file it saves. */
export function DownloadLink({ file, className }: { file: ReleaseFile; className: string }) {
  return (
    <a className={className} href={file.url} download>
      {file.platform === 'device' ? t.download : t.downloadFor(PLATFORM_LABELS[file.platform])}
      <span className="visually-hidden">: {file.fileName}</span>
    </a>
  );
}
