import { PLAY_PATH, SvgIcon } from '@/components/ui/svg-icon';
import { mediaEn } from '@/lib/i18n/media.en';
import { VIDEO_MODAL_ATTRIBUTE, type VideoModalData } from './video-attributes';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

interface VideoModalProps extends VideoModalData {
  /** An 11-character YouTube id; played from youtube-nocookie.com. */
  youtubeId?: string;
  /** Or a video file of the site, e.g. /videos/box-pro-setup.mp4. */
  src?: string;
  /** WebVTT captions of the site video file (required with `src`), e.g. /media/box-pro-setup.en.vtt. */
  captions?: string;
  /** Button text; defaults to "Watch: {title}". */
  label?: string;
}

/**
 * MDX block: a button that opens the video in a dialog. Nothing from YouTube loads until
 * the visitor clicks and has accepted third-party content (the iframe only exists inside
 * the open dialog), which keeps the page light and free of third-party cookies until
 * then. The button is server HTML; the client runtime opens the dialog
 * (./video-clicks.ts), so the page carries no island for it.
 */
export function VideoModal({ label, ...video }: VideoModalProps) {
  const { title, youtubeId, src, captions } = video;
  if (youtubeId !== undefined && !YOUTUBE_ID.test(youtubeId))
    throw new Error(`VideoModal "${title}": youtubeId must be an 11-character YouTube id, got "${youtubeId}"`);
  if (!youtubeId && !src) throw new Error(`VideoModal "${title}": give a youtubeId or a src`);
  if (src && !captions) throw new Error(`VideoModal "${title}": a site video (src) needs captions, a WebVTT file`);

  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-lg video-modal-button me-2 mb-2"
      {...{ [VIDEO_MODAL_ATTRIBUTE]: JSON.stringify(video) }}
    >
      <SvgIcon d={PLAY_PATH} /> {label ?? mediaEn.watch(title)}
    </button>
  );
}
