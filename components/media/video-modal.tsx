'use client';

import { PLAY_PATH, SvgIcon } from '@/components/ui/svg-icon';
import { mediaEn, videoEn } from '@/lib/i18n/media.en';
import { modal } from '@/stores/modal-store';
import { YouTubeFrame } from './youtube-frame';
import { selectThirdPartyAllowed, useConsentStore } from '@/stores/consent-store';
import { SITE_LOCALE } from '@/lib/constants';
import './video-modal.scss';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

interface VideoModalProps {
  /** The dialog title and the accessible name of the player. */
  title: string;
  /** An 11-character YouTube id; played from youtube-nocookie.com. */
  youtubeId?: string;
  /** Or a video file of the site, e.g. /videos/box-pro-setup.mp4. */
  src?: string;
  poster?: string;
  /** WebVTT captions of the site video file (required with `src`), e.g. /media/box-pro-setup.en.vtt. */
  captions?: string;
  /** Button text; defaults to "Watch: {title}". */
  label?: string;
}

/** YouTube is a third party: its player loads only once the visitor has accepted. */
function ConsentedYouTube({ id, title }: { id: string; title: string }) {
  const allowed = useConsentStore(selectThirdPartyAllowed);
  const choose = useConsentStore((state) => state.choose);
  if (!allowed) {
    return (
      <div className="youtube-consent">
        <p>{videoEn.youtubeNotice}</p>
        <button type="button" className="btn btn-light" onClick={() => choose('accepted')}>
          {videoEn.acceptAndPlay}
        </button>
      </div>
    );
  }
  return <YouTubeFrame id={id} title={title} />;
}

/**
 * MDX block: a button that opens the video in a dialog. Nothing from YouTube loads until
 * the visitor clicks and has accepted third-party content (the iframe only exists inside
 * the open dialog), which keeps the page
 * light and free of third-party cookies until then.
 */
export function VideoModal({ title, youtubeId, src, poster, captions, label }: VideoModalProps) {
  if (youtubeId !== undefined && !YOUTUBE_ID.test(youtubeId))
    throw new Error(`VideoModal "${title}": youtubeId must be an 11-character YouTube id, got "${youtubeId}"`);
  if (!youtubeId && !src) throw new Error(`VideoModal "${title}": give a youtubeId or a src`);
  if (src && !captions) throw new Error(`VideoModal "${title}": a site video (src) needs captions, a WebVTT file`);

  const open = () =>
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

  return (
    <button type="button" className="btn btn-outline-primary btn-lg video-modal-button me-2 mb-2" onClick={open}>
      <SvgIcon d={PLAY_PATH} /> {label ?? mediaEn.watch(title)}
    </button>
  );
}
