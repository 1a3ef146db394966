import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-config';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cart/', '/unsubscribed/', '/unsupported-content/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
