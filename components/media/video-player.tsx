import { ipxUrl } from '@/lib/images/ipx-url';
import { getImageMeta } from '@/lib/images/meta';
import { versionedSrc } from '@/lib/images/version';
import { messages } from '@/lib/i18n';
import { SITE_LOCALE } from '@/lib/constants';

export interface VideoPlayerProps {
  /** MP4 (H.264) file: a site path or a URL on the downloads host. */
  src: string;
  /** Poster artwork under public/ (rasterised to WebP at build time). */
  poster: string;
  /** WebVTT captions under public/. */
  captions: string;
  title: string;
  /**
   * Width of the poster variant in px; the player itself is fluid. A poster cannot have a
   * srcset and browsers fetch it at once, wherever the player is, so it is sized for the
   * layout it fills: 768 px is 1× of the 7/12 column on a desktop and 2× of a phone.
   */
  width?: number;
}

/**
 * MDX: `<VideoPlayer src="…mp4" poster="/images/video/…svg" captions="/media/…vtt" title="…" />`.
 * Native controls (keyboard and screen reader support come with them), a poster so the
 * box is filled and sized before anything loads, English captions on by default, and
 * preload="none": the video downloads only when the visitor presses play.
 */
export async function VideoPlayer({ src, poster, captions, title, width = 768 }: VideoPlayerProps) {
  const meta = await getImageMeta(poster);
  const height = meta.ratio ? Math.round(width / meta.ratio) : Math.round((width * 9) / 16);
  return (
    <figure className="video-player my-0">
      <video
        className="video-player-media"
        controls
        preload="none"
        playsInline
        poster={ipxUrl(versionedSrc(poster), { format: 'webp', width, quality: 75 })}
        width={width}
        height={height}
        aria-label={title}
      >
        <source src={src} type="video/mp4" />
        <track kind="captions" src={captions} srcLang={SITE_LOCALE.code} label={messages.video.captions} default />
      </video>
      <figcaption className="visually-hidden">{title}</figcaption>
    </figure>
  );
}
