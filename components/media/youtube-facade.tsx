import type { ReactNode } from 'react';
import { videoEn } from '@/lib/i18n/media.en';
import { PLAY_PATH, SvgIcon } from '@/components/ui/svg-icon';
import { YOUTUBE_PLAY_ATTRIBUTE } from './video-attributes';

/**
 * A YouTube video's facade: our own thumbnail and a play button, server HTML. The client
 * runtime handles the click (./video-clicks.ts, ./youtube-play.ts): with consent the
 * player takes the facade's place, without it a notice asks first.
 */
export function YouTubeFacade({
  id,
  title,
  duration,
  thumbnail,
}: {
  id: string;
  title: string;
  duration?: string;
  thumbnail: ReactNode;
}) {
  return (
    <div className="youtube-loader ratio ratio-16x9">
      <div className="youtube-facade">
        {thumbnail}
        <button
          type="button"
          className="youtube-play"
          // WCAG 2.5.3: the name starts with the title shown ("<title>, play video").
          aria-label={`${title}, ${videoEn.playVideo}`}
          data-title={title}
          {...{ [YOUTUBE_PLAY_ATTRIBUTE]: id }}
        >
          <span className="youtube-play-icon">
            <SvgIcon d={PLAY_PATH} />
          </span>
          <span className="youtube-title">{title}</span>
        </button>
        {/* Outside the button: its visible words must all be in the button's name. */}
        {duration ? <span className="youtube-duration">{duration}</span> : null}
      </div>
    </div>
  );
}
