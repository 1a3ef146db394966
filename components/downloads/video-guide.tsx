import { messages } from '@/lib/i18n';

const t = messages.downloads;

/**
 * A link to the video guide. Nothing loads from YouTube here (no iframe, no thumbnail):
 * the consent-gated player is another block; until then visitors choose to go there.
 */
export function VideoGuide({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <section className="video-guide my-5" aria-labelledby="video-guide">
      <h2 id="video-guide">{t.videoHeading}</h2>
      <a
        className="video-guide-card"
        href={`https://www.youtube.com/watch?v=${youtubeId}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="video-guide-play" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <path d="M8 5v14l11-7L8 5Z" fill="currentColor" />
          </svg>
        </span>
        <span>
          <span className="d-block fw-semibold">{title}</span>
          <span className="d-block small text-secondary">{t.videoNote}</span>
        </span>
      </a>
    </section>
  );
}
