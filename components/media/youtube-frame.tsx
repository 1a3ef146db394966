import type { Ref } from 'react';
import { YOUTUBE_PLAYER_ALLOW, YOUTUBE_PLAYER_REFERRER_POLICY, youtubePlayerSrc } from './youtube-player';

/** The YouTube player, from the privacy-enhanced host; only ever rendered after consent. */
export function YouTubeFrame({ id, title, ref }: { id: string; title: string; ref?: Ref<HTMLIFrameElement> }) {
  return (
    <iframe
      ref={ref}
      src={youtubePlayerSrc(id)}
      title={title}
      allow={YOUTUBE_PLAYER_ALLOW}
      allowFullScreen
      referrerPolicy={YOUTUBE_PLAYER_REFERRER_POLICY}
    />
  );
}
