import { VIDEO_MODAL_ATTRIBUTE, YOUTUBE_PLAY_ATTRIBUTE, type VideoModalData } from './video-attributes';

/**
 * One click listener for every video button on the page, started by the client runtime:
 * a VideoModal button opens its dialog (./video-modal-open.tsx), a YouTube facade's play
 * button asks for consent or plays (./youtube-play.ts). The buttons are server HTML, so
 * no page carries an island for them; their code loads with the first click. Returns a
 * function that stops listening.
 */
export function handleVideoClicks(): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>(`[${VIDEO_MODAL_ATTRIBUTE}]`);
    if (opener) {
      const video = JSON.parse(opener.getAttribute(VIDEO_MODAL_ATTRIBUTE) ?? '{}') as VideoModalData;
      void import('./video-modal-open').then(({ openVideoModal }) => openVideoModal(video));
      return;
    }
    const play = target?.closest<HTMLButtonElement>(`button[${YOUTUBE_PLAY_ATTRIBUTE}]`);
    if (play) void import('./youtube-play').then(({ playYouTube }) => playYouTube(play));
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
