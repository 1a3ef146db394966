import { videoEn } from '@/lib/i18n/media.en';
import { selectThirdPartyAllowed, useConsentStore } from '@/stores/consent-store';
import { YOUTUBE_PLAY_ATTRIBUTE } from './video-attributes';
import { YOUTUBE_PLAYER_ALLOW, YOUTUBE_PLAYER_REFERRER_POLICY, youtubePlayerSrc } from './youtube-player';

/** The player, with the attributes ./youtube-frame.tsx gives it in the dialog (./youtube-player.ts). */
function playerFrame(id: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = youtubePlayerSrc(id);
  frame.title = title;
  frame.allow = YOUTUBE_PLAYER_ALLOW;
  frame.allowFullscreen = true;
  frame.referrerPolicy = YOUTUBE_PLAYER_REFERRER_POLICY;
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
