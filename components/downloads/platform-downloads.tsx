'use client';

import { useSyncExternalStore } from 'react';
import type { Platform, ReleaseFile } from '@/lib/content';
import { detectPlatform, orderForPlatform } from '@/lib/downloads/platform';
import { downloadsEn } from '@/lib/i18n/downloads.en';
import { FileDownload } from './file-download';

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } };

const subscribeNever = () => () => undefined;

function browserPlatform(): Platform | undefined {
  const nav = navigator as NavigatorWithHints;
  return detectPlatform({
    userAgent: nav.userAgent,
    uaPlatform: nav.userAgentData?.platform,
    maxTouchPoints: nav.maxTouchPoints,
  });
}

/**
 * Every file of a release. The server HTML lists them in content order (all platforms,
 * works without JavaScript); after hydration the visitor's own platform moves first.
 */
export function PlatformDownloads({ files }: { files: ReleaseFile[] }) {
  // Server HTML (and hydration) use no platform; the browser's own follows right after.
  const platform = useSyncExternalStore(subscribeNever, browserPlatform, () => undefined);

  const ordered = orderForPlatform(files, platform);
  const matches = platform !== undefined && files.some((f) => f.platform === platform);
  return (
    <ul className="list-unstyled file-list mb-0" data-detected-platform={matches ? platform : ''}>
      {ordered.map((file, index) => (
        <li key={file.url + file.fileName}>
          <FileDownload
            file={file}
            primary={index === 0}
            badge={matches && file.platform === platform ? downloadsEn.forYourSystem : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
