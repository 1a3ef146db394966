/**
 * The attributes that make a server-rendered video button work once the client runtime
 * runs (components/media/video-clicks.ts). A module of its own: the server components
 * that write them must not import the click handling, which loads client code.
 */

/** On a VideoModal button: the video to open, as JSON (VideoModalData). */
export const VIDEO_MODAL_ATTRIBUTE = 'data-video-modal';
/** On a YouTube facade's play button: the video's id (its title is on the button too). */
export const YOUTUBE_PLAY_ATTRIBUTE = 'data-youtube-play';

export interface VideoModalData {
  /** The dialog title and the accessible name of the player. */
  title: string;
  youtubeId?: string;
  src?: string;
  poster?: string;
  captions?: string;
}
