import type { Metadata, Viewport } from 'next';
import { Fragment, Suspense, ViewTransition, type ReactNode } from 'react';
import '@/styles/main.scss';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter, SITE_FOOTER_ID } from '@/components/layout/site-footer';
import { ContentReport } from '@/components/layout/content-report';
import { ClientRuntime } from '@/components/runtime/client-runtime';
import { ConsentBanner } from '@/components/consent/consent-banner';
import { messages } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { PAGE_TRANSITION } from '@/lib/constants';
import { CONTENT_DB_META, serializeContentDb } from '@/lib/content-db/build';
import { CONSENT_ASK_SCRIPT } from '@/lib/consent/ask-script';
import { frameworkPatchesOn } from '@/lib/framework-patches';

/**
 * The layout's Suspense boundaries (below) are safe only because the export writes them
 * complete. Built with FRAMEWORK_PATCHES=off (lib/framework-patches.ts), React would leave
 * the main content and the footer, which read content asynchronously, hidden at the end of
 * the page until an inline script moves them in: nothing to see without JavaScript. That
 * build renders the page in one piece instead.
 */
const Boundary = frameworkPatchesOn() ? Suspense : Fragment;

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: {
    default: `${siteConfig.brand.name} — 4K HDMI recorders and capture devices`,
    template: `%s | ${siteConfig.brand.name}`,
  },
  description:
    'Clonewave makes standalone 4K and 1080p HDMI video recorders, capture devices with passthrough for game live streaming and competition, drives and software.',
  keywords: [...siteConfig.keywords],
  applicationName: siteConfig.brand.name,
  formatDetection: { telephone: false },
  icons: {
    icon: {
      url: siteConfig.brand.favicon.url,
      sizes: `${siteConfig.brand.favicon.size}x${siteConfig.brand.favicon.size}`,
      type: 'image/png',
    },
  },
  // Where the client finds the content database (search, queries); written by postbuild.
  other: { [CONTENT_DB_META]: serializeContentDb().url },
};

export const viewport: Viewport = {
  themeColor: '#0b1220',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // suppressHydrationWarning: the consent script may set data-consent-ask before React runs.
    <html lang={siteConfig.locale.code} suppressHydrationWarning>
      <head>
        {/* Decides before the first paint whether the consent banner shows (hashed in the CSP). */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_ASK_SCRIPT }} />
        {/* No first paint before the header and the main content are parsed (the footer's
            start tag). A paint while the HTML was still arriving showed the menu button
            without the cart link after it, which then pushed the button 44 px aside (a layout
            shift Lighthouse caught on phones). And one layout of the whole page, not the
            header first and the content a frame later, is one task before the first paint
            instead of a long one after it: Lighthouse mobile, 8 runs each, TBT medians
            -34 to -124 ms on home, product, comparison, download centre and contact. */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {messages.skipToContent}
        </a>
        {/* Three Suspense boundaries: React hydrates and commits each in a task of its own, not
            the whole page in one long task (Lighthouse TBT -60..-245 ms on the cart, home, contact
            and software pages). Nothing in them suspends in the browser; the export writes them
            complete (scripts/postbuild/suspense-boundaries-inline.ts). The page transition stays
            inside its boundary, so hydrating it is not an update to animate. */}
        <Boundary>
          <SiteHeader />
        </Boundary>
        <Boundary>
          <main id="main" tabIndex={-1}>
            <ContentReport />
            {/* The page transition "page", out-in (PAGE_TRANSITION, components/layout/_navigation.scss),
              for the navigations the site starts, which carry the transition type "page"
              (hooks/use-app-router.ts). Any other update is not animated: a state set in an
              effect while a boundary hydrates is an idle update, which React would otherwise
              animate like a navigation (the whole content faded out and in over the consent
              banner ~0.7 s after every page load). React's server renderer marks the div with
              vt-* attributes, which the HTML checker waives (scripts/quality/html-validity.ts). */}
            <ViewTransition
              name={PAGE_TRANSITION.name}
              default="none"
              update={{ [PAGE_TRANSITION.name]: PAGE_TRANSITION.name, default: 'none' }}
            >
              <div className="page-transition">{children}</div>
            </ViewTransition>
          </main>
        </Boundary>
        <Boundary>
          <SiteFooter />
        </Boundary>
        <ClientRuntime />
        <ConsentBanner />
      </body>
    </html>
  );
}
