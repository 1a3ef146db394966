import Link from '@/components/navigation/link';
import type { ComponentPropsWithoutRef, JSXElementConstructor, ReactNode } from 'react';
import type { BlockProps, MdxBlockName } from '@/lib/content';
import { Lead } from '@/components/blocks/lead';
import { Callout } from '@/components/blocks/callout';
import { ButtonLink } from '@/components/blocks/button-link';
import { LinkGrid } from '@/components/blocks/link-grid';
import { ContactCard } from '@/components/blocks/contact-card';
import { ProductGrid } from '@/components/blocks/product-grid';
import { FaqList } from '@/components/blocks/faq-list';
import { VideoModal } from '@/components/media/video-modal';
import { DownloadCentre } from '@/components/downloads/download-centre';
import { ReleaseIndex } from '@/components/downloads/release-index';
import { ManualIndex } from '@/components/downloads/manual-index';
import { SupportForm } from '@/components/forms/support-form';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { NewsletterAction } from '@/components/forms/newsletter-action';
import { ProductSwiper } from '@/components/product/product-swiper';
import { Gallery } from '@/components/media/gallery';
import { ProductCatalog } from '@/components/catalog/product-catalog';
import { ComparisonTable } from '@/components/catalog/comparison-table';
import { CategoryLinks } from '@/components/catalog/category-links';
import { CartView } from '@/components/cart/cart-view';
import { HeroCarousel } from '@/components/blocks/hero-carousel/hero-carousel';
import { Jumbotron } from '@/components/blocks/jumbotron';
import { IconBlock } from '@/components/blocks/icon-block';
import { Card, Cards } from '@/components/blocks/card';
import { ContentRowItem } from '@/components/blocks/content-row-item';
import { TreeList } from '@/components/blocks/tree-list';
import { ReviewBadge } from '@/components/blocks/review-badge';
import { PromotionVideo } from '@/components/blocks/promotion-video';
import { StructuredData } from '@/components/blocks/structured-data';
import { VideoPlayer } from '@/components/media/video-player';
import { YouTubeLoader } from '@/components/media/youtube-loader';
import { Image } from '@/components/media/image';
import { StoryList } from '@/components/stories/story-list';

/** Internal links are the site Link (client navigation once the runtime is up); others open as usual. */
function MdxLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (href.startsWith('/'))
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  const external = /^https?:/.test(href);
  return (
    <a href={href} {...props} {...(external ? { rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}

/**
 * A table too wide for the screen scrolls sideways instead of breaking the layout; on
 * phones wide tables stack their rows instead (components/mdx/rehype-table-labels.ts).
 */
function MdxTable(props: ComponentPropsWithoutRef<'table'>) {
  return (
    <div className="table-responsive">
      <table {...props} />
    </div>
  );
}

/**
 * The single MDX component map: every block content may use plus Markdown element
 * overrides. Typed against the blocks' prop schemas (lib/content/schemas/blocks), so a
 * block cannot be in one and not the other, and each component accepts every prop value
 * its schema lets `npm run content:check` pass.
 */
type BlockComponents = { [K in MdxBlockName]: JSXElementConstructor<BlockProps<K> & { children: ReactNode }> };

const blocks = {
  Lead,
  Callout,
  ButtonLink,
  LinkGrid,
  ContactCard,
  ProductGrid,
  FaqList,
  VideoModal,
  DownloadCentre,
  ReleaseIndex,
  ManualIndex,
  SupportForm,
  NewsletterSignup,
  NewsletterAction,
  ProductSwiper,
  // The specification names this block "swiper gallery"; it is a scroll-snap gallery (components/media/gallery.tsx).
  SwiperGallery: Gallery,
  ProductCatalog,
  ComparisonTable,
  CategoryLinks,
  CartView,
  HeroCarousel,
  Jumbotron,
  IconBlock,
  Card,
  Cards,
  ContentRowItem,
  TreeList,
  ReviewBadge,
  VideoPlayer,
  PromotionVideo,
  YouTubeLoader,
  StructuredData,
  Image,
  StoryList,
} satisfies BlockComponents;

export const mdxComponents = { ...blocks, a: MdxLink, table: MdxTable };
