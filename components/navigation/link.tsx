import type { ComponentProps } from 'react';
import type PublicLink from 'next/dist/client/link';
// The real App Router link, imported by its file path so the `next/link` alias in
// next.config.ts (which points here) does not point back at this module.
import NextLink from 'next/dist/client/app-dir/link';

export { useLinkStatus } from 'next/dist/client/app-dir/link';

/**
 * Every `import Link from 'next/link'` resolves to this (next.config.ts `turbopack.resolveAlias`):
 * the same Link with `prefetch` off by default, because Next.js prefetches every link in
 * the viewport at once, even on 2g, with save-data or offline. LinkPrefetcher prefetches
 * visible links when the browser is idle, following the spec's rules. A link that must
 * prefetch regardless can still pass `prefetch`.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof PublicLink>) {
  return <NextLink prefetch={prefetch} {...(props as ComponentProps<typeof NextLink>)} />;
}
