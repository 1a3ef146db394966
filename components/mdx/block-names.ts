/**
 * Names of the components MDX content may use. The MDX component map is typed against
 * this list, and `npm run content:check` rejects any other capitalised tag in content.
 */
export const MDX_BLOCK_NAMES = [
  'Lead',
  'Callout',
  'ButtonLink',
  'LinkGrid',
  'ContactCard',
  'ProductGrid',
  'FaqList',
  'VideoModal',
  'DownloadCentre',
  'ReleaseIndex',
  'ManualIndex',
  'SupportForm',
  'NewsletterSignup',
  // Catalog, product and cart blocks (issue 3)
  'ProductSwiper',
  'SwiperGallery',
  'ProductCatalog',
  'ComparisonTable',
  'CategoryLinks',
  'CartView',
  // Marketing blocks (issue 6): see content/README.md.
  'HeroCarousel',
  'Jumbotron',
  'IconBlock',
  'Card',
  'Cards',
  'ContentRowItem',
  'TreeList',
  'ReviewBadge',
  'VideoPlayer',
  'PromotionVideo',
  'YouTubeLoader',
  'StructuredData',
  'Image',
  'StoryList',
] as const;

export type MdxBlockName = (typeof MDX_BLOCK_NAMES)[number];
