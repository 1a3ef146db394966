import type { ReactNode } from 'react';
import { VideoPlayer, type VideoPlayerProps } from '@/components/media/video-player';
import { YouTubeLoader } from '@/components/media/youtube-loader';

/**
 * MDX: a full-width band that sells with a video: copy on one side, the video on the
 * other. Either a self-hosted file (`src`, `poster`, `captions`) or a YouTube facade
 * (`youtubeId`, `thumbnail`).
 */
export function PromotionVideo({
  title,
  eyebrow,
  children,
  youtubeId,
  thumbnail,
  duration,
  videoTitle,
  ...video
}: Partial<Omit<VideoPlayerProps, 'title'>> & {
  title: string;
  eyebrow?: string;
  videoTitle?: string;
  youtubeId?: string;
  thumbnail?: string;
  duration?: string;
  children?: ReactNode;
}) {
  const label = videoTitle ?? title;
  let player: ReactNode;
  if (youtubeId && thumbnail)
    player = <YouTubeLoader id={youtubeId} title={label} thumbnail={thumbnail} duration={duration} />;
  else if (video.src && video.poster && video.captions)
    player = <VideoPlayer src={video.src} poster={video.poster} captions={video.captions} title={label} />;
  else throw new Error(`PromotionVideo "${title}": give youtubeId + thumbnail, or src + poster + captions`);
  return (
    <section className="promotion-video full-bleed">
      <div className="container">
        <div className="row align-items-center g-4 g-lg-5">
          <div className="col-lg-5">
            {eyebrow ? <p className="jumbotron-eyebrow">{eyebrow}</p> : null}
            <h2 className="jumbotron-title">{title}</h2>
            <div className="promotion-video-text">{children}</div>
          </div>
          <div className="col-lg-7">{player}</div>
        </div>
      </div>
    </section>
  );
}
