'use client';

import { ViewTransition, type ReactNode } from 'react';
import { PAGE_TRANSITION } from '@/lib/constants';

/**
 * Spec §2: the page transition "page", out-in (styles/_navigation.scss). React's server
 * renderer marks the first element inside a <ViewTransition> with vt-name/vt-update
 * attributes (for its streaming Suspense reveal, which a static export never uses), and
 * those are not valid HTML. So the wrapper exists only in the browser: the server renders
 * the bare div, the client wraps the same div, and hydration, which matches elements, not
 * components, finds it unchanged. A named ViewTransition adds no useId tree level.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const page = <div className="page-transition">{children}</div>;
  if (typeof window === 'undefined') return page;
  return (
    <ViewTransition name={PAGE_TRANSITION.name} default="none" update={PAGE_TRANSITION.name}>
      {page}
    </ViewTransition>
  );
}
