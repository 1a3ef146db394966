import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { messages } from '@/lib/i18n';
import { categoryPagesEn } from '@/lib/i18n/catalog.en';
import { pageMetadata } from '@/lib/seo';
import { CATEGORY_SLUGS, PRODUCT_CATEGORIES } from '@/lib/catalog/vocabulary';
import { categoryBySlug, categoryPath } from '@/lib/catalog/categories';
import { PageHeader, PageLayout } from '@/components/layout/page-layout';
import { CatalogListing } from '@/components/catalog/product-catalog';

type Params = { category: string };

/**
 * One page per product category (/products/recorders…), pre-rendered so the catalog's
 * category links work without scripts and search engines can index each category. The
 * folder repeats ROUTES.products, because Next.js routes by folder; /products itself is
 * content (content/pages/products.mdx), served by the catch-all route.
 */
export function generateStaticParams(): Params[] {
  return PRODUCT_CATEGORIES.map((category) => ({ category: CATEGORY_SLUGS[category] }));
}

export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const category = categoryBySlug((await params).category);
  if (!category) return {};
  return pageMetadata({
    title: messages.catalog.categories[category],
    description: categoryPagesEn[category],
    path: categoryPath(category),
  });
}

export default async function CategoryPage({ params }: { params: Promise<Params> }) {
  const category = categoryBySlug((await params).category);
  if (!category) notFound();
  const title = messages.catalog.categories[category];
  return (
    <PageLayout layout="default" path={categoryPath(category)} title={title}>
      <PageHeader title={title} lead={categoryPagesEn[category]} />
      <CatalogListing category={category} />
    </PageLayout>
  );
}
