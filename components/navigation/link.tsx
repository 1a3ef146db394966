import type { ComponentProps } from 'react';
import type PublicLink from 'next/dist/client/link';
// The App Router link itself (what `next/link` resolves to in app/).
import NextLink from 'next/dist/client/app-dir/link';

/**
 * The site's Link: next/link with `prefetch` off by default, because Next.js prefetches
 * every link in the viewport at once, even on 2g, with save-data or offline, and has no
 * global switch (a Turbopack alias or tsconfig path for `next/link` is ignored: Next
 * resolves it first). LinkPrefetcher prefetches visible links when the browser is idle,
 * following the spec's rules. Import Link from here, never from next/link.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof PublicLink>) {
  return <NextLink prefetch={prefetch} {...(props as ComponentProps<typeof NextLink>)} />;
}
