import type { ComponentPropsWithoutRef } from 'react';
import { pageHref } from '@/lib/navigation/page-href';

/**
 * The site's link: a plain <a>, server HTML that works before and without scripts. Once
 * the client runtime is up, NavigationEvents turns plain clicks on internal page links
 * into client navigations (router.push) with the loading bar, scroll memory and the page
 * transition, and LinkPrefetcher prefetches the content's links in view when the browser
 * is idle and any link the visitor points at or focuses. Page links carry the
 * trailing slash the export serves (pageHref). next/link would add ~3 kB gzip to every
 * page, and with it Next.js prefetches every link in view at once, even on 2g or with
 * save-data. Import Link from here, never from next/link.
 */
export default function Link({ children, href, ...props }: ComponentPropsWithoutRef<'a'> & { href: string }) {
  return (
    <a href={pageHref(href)} {...props}>
      {children}
    </a>
  );
}
