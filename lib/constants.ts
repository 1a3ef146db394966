/**
 * Every number and message of the site's behaviour specification, verbatim, in one
 * place. Code imports from here; tests/unit/constants.test.ts pins each value.
 */

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 5000,
  hideDelayMs: 500,
} as const;

export const RELOAD_GUARD_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const FETCH_DISPLAY_DELAY_MS = 200;
export const HTTP_RETRIES = 3;
export const HTTP_RETRY_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const;

export const MODAL = {
  baseZIndex: 1040,
  defaultSize: 'md',
  okLabel: 'OK',
  cancelLabel: 'Cancel',
  closeLabel: 'Close',
  hideReasons: ['ok', 'cancel', 'headerclose', 'backdrop', 'esc', 'toggle', 'event', 'force'],
  states: ['hidden', 'opening', 'visible', 'closing'],
} as const;

/** The only locale is en (iso en-US), with no URL prefix. siteConfig.locale is this. */
export const SITE_LOCALE = { code: 'en', iso: 'en-US' } as const;

export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** A gallery thumbnail's box in CSS px (components/media/gallery.tsx). */
export const GALLERY_THUMB = { width: 120, height: 90 } as const;
/** Widths for images of a fixed size (srcset 1x and 2x): the gallery thumbnail's, then the smallest breakpoint. */
export const FIXED_IMAGE_WIDTHS = [GALLERY_THUMB.width, GALLERY_THUMB.width * 2, BREAKPOINTS.xs];

export const TOAST = { autoHideMs: 5000, minAutoHideMs: 1000 } as const;

export const PAGINATION = { perPage: 20, defaultLimit: 5 } as const;

export const LAZY_IMAGE_OFFSET_PX = 360;

export const PREFETCH = {
  idleTimeoutMs: 2000,
  skipEffectiveTypes: ['slow-2g', '2g'],
} as const;

export const PLACEHOLDER_IMAGE = { width: 10, height: 10, quality: 50 } as const;

export const DROPDOWN = { hideDelayMs: 0, navbarHideDelayMs: 50, navbarTouchHideDelayMs: 300 } as const;

export const SMOOTH_SCROLL_MS = 500;

export const PAGE_TRANSITION = { name: 'page', mode: 'out-in' } as const;

/** The visitor's privacy choice (strictly necessary storage itself: it records the choice). */
export const CONSENT = { storageKey: 'clonewave-consent', version: 1 } as const;

export const CART = { minQuantity: 1, maxQuantity: 10, storageKey: 'clonewave-cart', version: 1 } as const;

export const ERROR_MESSAGES = {
  notFound: 'This page could not be found',
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
  errorPageFailed: 'An error occurred while showing the error page',
  goHome: 'Go back to home',
  notPrerendered: (path: string) => `Route ${path} is not pre-rendered`,
  imageMetadataFailed: (src: string) => `Image metadata could not be read for ${src}; using 0×0`,
} as const;

export const ERROR_STATUS = { notFound: 404, unknownMiddleware: 500, fallback: 500 } as const;
