import type { RoutedEntry } from '@/lib/content';
import { ContentPage } from './content-page';
import { ProductPage } from '@/components/views/product-page';
import { ReleasePageView } from '@/components/views/release-page-view';
import { StoryPage } from '@/components/views/story-page';

/** Picks the view for a routed content entry. */
export function EntryView({ entry }: { entry: RoutedEntry }) {
  switch (entry.kind) {
    case 'page':
      return <ContentPage page={entry} />;
    case 'product':
      return <ProductPage product={entry} />;
    case 'story':
      return <StoryPage story={entry} />;
    default:
      return <ReleasePageView page={entry} />;
  }
}
