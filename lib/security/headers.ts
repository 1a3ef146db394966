/**
 * The security headers every response carries, those only documents carry, and the
 * Content-Security-Policy of a page.
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

/**
 * HTTPS only, for two years, subdomains included, and eligible for the browsers' preload
 * list. nginx sends it only over https (deploy/nginx.conf `map $scheme $hsts`).
 */
export const HSTS = 'max-age=63072000; includeSubDomains; preload';

/** Headers for every response: scripts, styles, images and RSC payloads included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  // Also governs the requests a stylesheet makes (its fonts and images).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Other sites may not embed the site's files (images, scripts) in their pages.
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Headers only a document obeys (a page, or an SVG or XML file opened on its own), sent
 * with the page's Content-Security-Policy. A script, stylesheet, font, raster image or
 * RSC payload ignores them, so they are not repeated on its response: ~900 bytes saved
 * on each of the 40–60 responses of a page load.
 */
export const DOCUMENT_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  // Other sites' windows get no reference to a page. It makes Chromium start the page in a
  // renderer process of its own when the tab held another one: 5-8 points of Lighthouse
  // performance, which the bench's references pay as well (docs/security-headers.md,
  // "Why COOP stays").
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
 * Media types that never become a document able to run script, so their responses skip
 * DOCUMENT_HEADERS and the CSP (deploy/nginx.conf `map $sent_http_content_type`).
 * Anything else, unknown types included, gets every header.
 */
export const SUBRESOURCE_TYPES =
  /^(text\/css|text\/javascript|application\/javascript|text\/plain|text\/vtt|application\/json|font\/|image\/(avif|webp|png|jpeg|gif|x-icon)|video\/|audio\/)/;

/** Hashes ('sha256-…') of what a page writes inline, from scripts/postbuild/csp.ts. */
export interface InlineHashes {
  /** Executable <script> elements (Next's RSC payload and bootstrap). */
  scripts?: readonly string[];
  /** <style> elements. */
  styles?: readonly string[];
  /** style="…" attributes the server wrote (next/image's placeholder, CSS variables). */
  styleAttributes?: readonly string[];
}

const hashSources = (hashes: readonly string[] = []) => [...new Set(hashes)].map((h) => `'${h}'`);

/**
 * The policy for a page: nothing is allowed unless a directive names it (default-src
 * 'none'). Scripts and styles: same-origin files plus exactly the page's inline ones, by
 * hash, never 'unsafe-inline'. Style attributes: only the ones the server wrote, by hash
 * ('unsafe-hashes'); React sets styles in the browser through the CSSOM, which CSP does
 * not govern. Forms may post to the forms endpoint, and fetch it.
 */
export function contentSecurityPolicy(inline: InlineHashes = {}, formsEndpoint = siteConfig.formsEndpoint): string {
  const forms = originOf(formsEndpoint);
  const downloads = originOf(siteConfig.downloadsUrl);
  const styleAttributes = hashSources(inline.styleAttributes);
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashSources(inline.scripts)]],
    // Covers <style> elements too (style-src-elem falls back to style-src).
    ['style-src', ["'self'", ...hashSources(inline.styles)]],
    ['style-src-attr', styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : ["'none'"]],
    // data: for the blur placeholders and the lazy images' size-keeping SVG.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // Client navigation fetches RSC payloads and the content database; forms post JSON.
    ['connect-src', ["'self'", ...(forms ? [forms] : [])]],
    // Product videos stream from the downloads host (VideoPlayer, PromotionVideo).
    ['media-src', ["'self'", ...(downloads ? [downloads] : [])]],
    ['frame-src', [YOUTUBE_ORIGIN]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(forms ? [forms] : [])]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
