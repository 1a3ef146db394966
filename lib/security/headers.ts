/**
 * The security headers every response carries, and the Content-Security-Policy of a page.
 * One source for deploy/headers.conf (checked by a test), the per-page CSP that the
 * postbuild step writes for nginx and out/_headers, and the tests that verify both.
 */
import { siteConfig } from '@/lib/site-config';

/** The consent-gated YouTube player is the only third-party frame. */
const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

const originOf = (url: string): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** Static headers for every response (also HTML without a hash list, e.g. non-page files). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
    `autoplay=(self "${YOUTUBE_ORIGIN}")`,
    `encrypted-media=(self "${YOUTUBE_ORIGIN}")`,
    `fullscreen=(self "${YOUTUBE_ORIGIN}")`,
    `picture-in-picture=(self "${YOUTUBE_ORIGIN}")`,
  ].join(', '),
};

/**
 * The policy for a page whose inline scripts hash to `scriptHashes` ('sha256-…').
 * Scripts: same-origin files plus exactly those inline scripts; never 'unsafe-inline'.
 * Styles keep 'unsafe-inline': React writes style attributes and the policy's job here is
 * to stop script injection. Forms may post to the forms endpoint, and fetch it.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  formsEndpoint = siteConfig.formsEndpoint,
): string {
  const forms = originOf(formsEndpoint);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].map((h) => `'${h}'`)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(forms ? [forms] : [])]],
    // Product videos stream from the downloads host (VideoPlayer, PromotionVideo).
    ['media-src', ["'self'", ...(originOf(siteConfig.downloadsUrl) ? [originOf(siteConfig.downloadsUrl)!] : [])]],
    ['frame-src', [YOUTUBE_ORIGIN]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(forms ? [forms] : [])]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
