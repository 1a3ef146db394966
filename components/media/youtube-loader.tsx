import { getPictureProps } from './picture-props';
import { Picture } from './picture';
import { YouTubeFacade } from './youtube-facade';
import { YouTubeStyles } from './lazy';

/**
 * MDX: `<YouTubeLoader id="dQw4w9WgXcQ" title="…" thumbnail="/images/video/…svg" />`.
 * A facade: our own thumbnail and a play button. Nothing is requested from YouTube until
 * the visitor clicks play AND has accepted third-party content; then the privacy-enhanced
 * youtube-nocookie.com player loads in place.
 */
export async function YouTubeLoader({
  id,
  title,
  thumbnail,
  duration,
}: {
  id: string;
  title: string;
  thumbnail: string;
  duration?: string;
}) {
  if (!/^[\w-]{11}$/.test(id)) throw new Error(`YouTubeLoader: "${id}" is not a YouTube video id (11 characters)`);
  const picture = await getPictureProps({
    src: thumbnail,
    alt: '',
    sizes: '(min-width: 992px) 720px, 100vw',
    className: 'youtube-thumb',
  });
  return (
    <>
      <YouTubeStyles />
      <YouTubeFacade id={id} title={title} duration={duration} thumbnail={<Picture picture={picture} />} />
    </>
  );
}
