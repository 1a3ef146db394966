import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site-config';
import { ROUTES } from '@/lib/routes';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [`${ROUTES.cart}/`, `${ROUTES.unsubscribed}/`, `${ROUTES.unsupported}/`],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
