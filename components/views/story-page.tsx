import type { StoryEntry } from '@/lib/content';
import { formatDate, isoDate } from '@/lib/format/date';
import { MdxContent } from '@/components/mdx/mdx-content';
import { Image } from '@/components/media/image';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';

export function StoryPage({ story }: { story: StoryEntry }) {
  return (
    <PageLayout layout="default" path={story.path}>
      <PageHeader title={story.title} lead={story.description}>
        <p className="text-secondary small mt-2">
          {story.customer} · {story.industry} · {story.location} ·{' '}
          <time dateTime={isoDate(story.date)}>{formatDate(story.date)}</time>
        </p>
      </PageHeader>
      <Image
        src={story.image}
        alt=""
        width={1200}
        height={675}
        priority
        className="img-fluid rounded-4 mb-4"
        sizes="(min-width: 1200px) 1140px, 100vw"
      />
      <dl className="row g-3 mb-4">
        {story.results.map((result) => (
          <div key={result.label} className="col-6 col-md-3">
            <dt className="fs-2 fw-bold text-primary">{result.value}</dt>
            <dd className="text-secondary small mb-0">{result.label}</dd>
          </div>
        ))}
      </dl>
      <blockquote className="blockquote border-start border-4 border-primary ps-3 my-4">
        <p>“{story.quote.text}”</p>
        <footer className="blockquote-footer mt-1">
          {story.quote.author}, <cite>{story.quote.role}</cite>
        </footer>
      </blockquote>
      <MdxContent source={story.body} file={story.file} />
    </PageLayout>
  );
}
