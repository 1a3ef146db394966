/**
 * The editor's words for field and block names that read as code when spelled out from
 * the key (`sha256` → "Sha256", `navTitle` → "Nav title"): what a marketer calls them.
 * Everything else is the key in words (describe.ts `humanize`). A help text here is shown
 * only where the schema gives none.
 */
export const FIELD_WORDS: Record<string, { label: string; description?: string }> = {
  sha256: { label: 'SHA-256 checksum' },
  url: { label: 'Web address' },
  href: { label: 'Link' },
  src: { label: 'File' },
  alt: { label: 'Alt text' },
  minOs: { label: 'Minimum OS', description: 'Like Windows 10 (21H2), macOS 12 Monterey or Android 10' },
  arch: { label: 'Processor' },
  sku: { label: 'SKU' },
  slug: {
    label: 'Page address',
    description: 'The last part of the page address, if not the file name; {product} stands for the brand',
  },
  noindex: { label: 'Hide from search engines' },
  navTitle: { label: 'Menu title', description: 'A shorter title for menus and the breadcrumb trail' },
  youtubeId: { label: 'YouTube video id' },
  cta: { label: 'Button' },
  faqs: { label: 'Questions' },
  faq: { label: 'Question' },
  middleware: { label: 'Checks before the page shows', description: 'Like unsupported-browser' },
  order: { label: 'Sort order', description: 'Lower numbers come first in product lists' },
  build: { label: 'Build number' },
  related: { label: 'Related products' },
  serial: { label: 'Serial number format', description: 'For registration, support tickets and returns' },
  warrantyYears: {
    label: 'Warranty (years)',
    description: 'Standard warranty from the purchase date, as the warranty page states it; hardware only',
  },
};

/** Block names as the insert menu shows them. */
export const BLOCK_WORDS: Record<string, string> = {
  FaqList: 'FAQ list',
  YouTubeLoader: 'YouTube video',
  StructuredData: 'Structured data (for search engines)',
};
