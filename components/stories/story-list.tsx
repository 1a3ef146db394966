import Link from '@/components/navigation/link';
import { getStories, type StoryEntry } from '@/lib/content';
import { formatDate, isoDate } from '@/lib/format/date';
import { paginate } from '@/lib/paginate';
import { Image } from '@/components/media/image';
import { Pagination } from './pagination';
import { ROUTES } from '@/lib/routes';

/**
 * MDX: `<StoryList />` is page 1 of the success stories (20 per page, newest first, with
 * links to /success_story/page/2… once there are more); `<StoryList limit={3} />` shows
 * the latest few without pagination (home page).
 */
export function StoryList({
  page = 1,
  limit,
  headingLevel = 2,
}: {
  page?: number;
  limit?: number;
  headingLevel?: 2 | 3;
}) {
  const stories = getStories();
  const slice = limit ? { items: stories.slice(0, limit), page: 1, pageCount: 1 } : paginate(stories, page);
  return (
    <>
      <ul className="story-list row g-4 list-unstyled my-4">
        {slice.items.map((story) => (
          <li key={story.slug} className="col-md-6 col-lg-4">
            <StoryCard story={story} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      {limit ? null : <Pagination basePath={ROUTES.stories} page={slice.page} pageCount={slice.pageCount} />}
    </>
  );
}

function StoryCard({ story, headingLevel }: { story: StoryEntry; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card story-card h-100 position-relative">
      <Image
        src={story.image}
        alt=""
        sizes="(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw"
        className="card-img-top"
      />
      <div className="card-body d-flex flex-column">
        <p className="story-card-meta">
          {story.industry} · <time dateTime={isoDate(story.date)}>{formatDate(story.date)}</time>
        </p>
        <Heading className="h5 card-title">
          <Link href={`${story.path}/`} className="stretched-link">
            {story.title}
          </Link>
        </Heading>
        <p className="card-text text-secondary small flex-grow-1">{story.description}</p>
        <dl className="story-card-result mb-0">
          <dt>{story.results[0]!.value}</dt>
          <dd>{story.results[0]!.label}</dd>
        </dl>
      </div>
    </article>
  );
}

/** Pages the story list needs beyond the first (none while there are 20 stories or fewer). */
export function storyListPageNumbers(): number[] {
  const { pageCount } = paginate(getStories(), 1);
  return Array.from({ length: pageCount - 1 }, (_, i) => i + 2);
}
