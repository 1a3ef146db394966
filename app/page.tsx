import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPage } from '@/lib/content';
import { ContentPage } from '@/components/views/content-page';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site-config';

export function generateMetadata(): Metadata {
  const page = getPage('/');
  if (!page) return {};
  return { ...pageMetadata({ ...page, path: '/' }), title: { absolute: `${siteConfig.brand.name} — ${page.title}` } };
}

export default function HomePage() {
  const page = getPage('/');
  if (!page) notFound();
  return <ContentPage page={page} />;
}
