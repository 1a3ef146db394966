import { messages } from '@/lib/i18n';
import { SITE_LOCALE } from '@/lib/constants';
import { Picture } from './picture';
import { getPictureProps } from './picture-props';
import { TRANSPARENT_GIF } from './transparent-gif';

export interface VideoPlayerProps {
  /** MP4 (H.264) file: a site path or a URL on the downloads host. */
  src: string;
  /** Poster artwork under public/ (resized to AVIF/WebP at build time). */
  poster: string;
  /** WebVTT captions under public/. */
  captions: string;
  title: string;
  /** Width of the player's box in px before CSS makes it fluid (sets its aspect ratio). */
  width?: number;
}

/**
 * MDX: `<VideoPlayer src="…mp4" poster="/images/video/…svg" captions="/media/…vtt" title="…" />`.
 * Native controls (keyboard and screen reader support come with them), English captions
 * on by default, and preload="none": the video downloads only when the visitor presses
 * play. The poster is a natively lazy picture behind the transparent video rather than
 * its `poster` attribute, which browsers fetch at once wherever the player is and which
 * takes no srcset: so it loads only near the viewport, at the size the layout needs, and
 * with no script (Picture's nativeLazy).
 */
export async function VideoPlayer({ src, poster, captions, title, width = 768 }: VideoPlayerProps) {
  const picture = await getPictureProps({
    src: poster,
    alt: '',
    width,
    sizes: '(min-width: 992px) 58vw, 100vw',
    className: 'video-player-poster',
  });
  const { width: posterWidth = width, height = Math.round((width * 9) / 16) } = picture.img;
  return (
    // The box keeps the poster's shape: the transparent poster alone would make it square.
    <figure className="video-player my-0" style={{ aspectRatio: `${posterWidth} / ${height}` }}>
      <Picture picture={picture} nativeLazy />
      <video
        className="video-player-media"
        controls
        preload="none"
        playsInline
        // Without a poster Chromium paints a grey box over whatever is behind the video.
        poster={TRANSPARENT_GIF}
        width={posterWidth}
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
