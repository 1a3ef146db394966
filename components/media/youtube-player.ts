/**
 * The YouTube player's iframe attributes, from the privacy-enhanced host: one source for
 * the dialog's React frame (./youtube-frame.tsx) and the facade's DOM one (./youtube-play.ts).
 */
export const youtubePlayerSrc = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
export const YOUTUBE_PLAYER_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
export const YOUTUBE_PLAYER_REFERRER_POLICY = 'strict-origin-when-cross-origin';
