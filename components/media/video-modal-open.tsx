'use client';

import { useState } from 'react';
import { videoEn } from '@/lib/i18n/media.en';
import { modal } from '@/stores/modal-store';
import { selectThirdPartyAllowed, useConsentStore } from '@/stores/consent-store';
import { SITE_LOCALE } from '@/lib/constants';
import { YouTubeFrame } from './youtube-frame';
import type { VideoModalData } from './video-attributes';
import './video-modal.scss';

/**
 * YouTube is a third party: its player loads only once the visitor has accepted. The
 * accept button goes when it is pressed, so the focus goes back to the dialog, as when it
 * opened, instead of falling out of it to the page.
 */
function ConsentedYouTube({ id, title }: { id: string; title: string }) {
  const allowed = useConsentStore(selectThirdPartyAllowed);
  const choose = useConsentStore((state) => state.choose);
  const [acceptedHere, setAcceptedHere] = useState(false);
  if (!allowed) {
    return (
      <div className="youtube-consent">
        <p>{videoEn.youtubeNotice}</p>
        <button
          type="button"
          className="btn btn-light"
          onClick={() => {
            setAcceptedHere(true);
            choose('accepted');
          }}
        >
          {videoEn.acceptAndPlay}
        </button>
      </div>
    );
  }
  return <YouTubeFrame id={id} title={title} ref={acceptedHere ? focusItsDialog : undefined} />;
}

const focusItsDialog = (element: HTMLElement | null) => element?.closest<HTMLElement>('[role="dialog"]')?.focus();

/** Opens a VideoModal's dialog (loaded with the first click on one, by ./video-clicks.ts). */
export function openVideoModal({ title, youtubeId, src, poster, captions }: VideoModalData): void {
  modal.show({
    title,
    size: 'lg',
    hideFooter: true,
    body: (
      <div className="video-modal-frame">
        {youtubeId ? (
          <ConsentedYouTube id={youtubeId} title={title} />
        ) : (
          <video src={src} poster={poster} controls autoPlay playsInline preload="metadata" aria-label={title}>
            <track kind="captions" src={captions} srcLang={SITE_LOCALE.code} label={videoEn.captions} default />
          </video>
        )}
      </div>
    ),
  });
}
