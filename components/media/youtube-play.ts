import { videoEn } from '@/lib/i18n/media.en';
import { selectThirdPartyAllowed, useConsentStore } from '@/stores/consent-store';
import { YOUTUBE_PLAY_ATTRIBUTE } from './video-attributes';

/** The player from the privacy-enhanced host, as ./youtube-frame.tsx renders it in the dialog. */
function playerFrame(id: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
  frame.title = title;
  frame.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  return frame;
}

/**
 * A click on a YouTube facade's play button (loaded with the first one, by
 * ./video-clicks.ts). With the visitor's consent to third-party content the player takes
 * the facade's place; without it, a notice (focused, so it is read) asks, and the player
 * comes once consent is given there or in the banner.
 */
export function playYouTube(button: HTMLButtonElement): void {
  const box = button.closest('.youtube-loader');
  const facade = button.closest('.youtube-facade');
  const id = button.getAttribute(YOUTUBE_PLAY_ATTRIBUTE);
  if (!box || !facade || !id) return;
  const play = () => box.replaceChildren(playerFrame(id, button.dataset.title ?? ''));
  if (selectThirdPartyAllowed(useConsentStore.getState())) return play();

  const notice = document.createElement('div');
  notice.className = 'youtube-consent';
  const text = notice.appendChild(document.createElement('p'));
  text.tabIndex = -1;
  text.textContent = videoEn.youtubeNotice;
  const accept = notice.appendChild(document.createElement('button'));
  accept.type = 'button';
  accept.className = 'btn btn-light';
  accept.textContent = videoEn.acceptAndPlay;
  accept.addEventListener('click', () => useConsentStore.getState().choose('accepted'));
  facade.querySelectorAll('.youtube-play, .youtube-duration').forEach((element) => element.remove());
  facade.append(notice);
  text.focus();
  const stop = useConsentStore.subscribe((state) => {
    if (!selectThirdPartyAllowed(state)) return;
    stop();
    play();
  });
}
