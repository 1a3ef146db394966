'use client';

import { ERROR_MESSAGES, SITE_LOCALE } from '@/lib/constants';
import { statusOf } from '@/lib/error-status';

/**
 * The error page for when the error page itself fails (ERROR_MESSAGES.errorPageFailed). It
 * replaces the root layout, so it carries its own <html> and minimal inline styles (no app
 * CSS is guaranteed to be loaded).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang={SITE_LOCALE.code}>
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '3rem 1.5rem', color: '#1b2230' }}>
        <main style={{ maxWidth: '40rem', margin: '0 auto' }}>
          <h1 style={{ fontSize: '1.75rem' }}>{ERROR_MESSAGES.errorPageFailed}</h1>
          <pre style={{ whiteSpace: 'pre-wrap', background: '#f3f6fb', padding: '1rem', borderRadius: '0.5rem' }}>
            {statusOf(error)}: {error.message}
            {error.digest ? `\n(digest ${error.digest})` : ''}
          </pre>
          {/* A plain link: client routing may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" style={{ color: '#0057d9', fontWeight: 600 }}>
            {ERROR_MESSAGES.goHome}
          </a>
        </main>
      </body>
    </html>
  );
}
