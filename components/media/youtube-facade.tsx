'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { videoEn } from '@/lib/i18n/media.en';
import { PLAY_PATH, SvgIcon } from '@/components/ui/svg-icon';
import { selectThirdPartyAllowed, useConsentStore } from '@/stores/consent-store';
import { YouTubeFrame } from './youtube-frame';
import './youtube-facade.scss';

const t = videoEn;

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
  const allowed = useConsentStore(selectThirdPartyAllowed);
  const choose = useConsentStore((state) => state.choose);
  const [clicked, setClicked] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const playing = clicked && allowed;

  useEffect(() => {
    if (clicked && !allowed) noticeRef.current?.focus();
  }, [clicked, allowed]);

  if (playing) {
    return (
      <div className="youtube-loader ratio ratio-16x9">
        <YouTubeFrame id={id} title={title} />
      </div>
    );
  }
  return (
    <div className="youtube-loader ratio ratio-16x9">
      <div className="youtube-facade">
        {thumbnail}
        {clicked ? (
          <div className="youtube-consent">
            <p tabIndex={-1} ref={noticeRef}>
              {t.youtubeNotice}
            </p>
            <button type="button" className="btn btn-light" onClick={() => choose('accepted')}>
              {t.acceptAndPlay}
            </button>
          </div>
        ) : (
          <>
            <button
              type="button"
              className="youtube-play"
              // WCAG 2.5.3: the name starts with the title shown ("<title>, play video").
              aria-label={`${title}, ${t.playVideo}`}
              onClick={() => setClicked(true)}
            >
              <span className="youtube-play-icon">
                <SvgIcon d={PLAY_PATH} />
              </span>
              <span className="youtube-title">{title}</span>
            </button>
            {/* Outside the button: its visible words must all be in the button's name. */}
            {duration ? <span className="youtube-duration">{duration}</span> : null}
          </>
        )}
      </div>
    </div>
  );
}
