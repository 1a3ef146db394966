import { browserPlatformHints, detectPlatform, PLATFORM_ATTRIBUTE } from '@/lib/downloads/platform';

/**
 * Names the visitor's platform on <html> for this document, unless a release page's inline
 * PLATFORM_SCRIPT already has. The client runtime calls it once it has loaded, before any
 * link becomes a client navigation, so a release page reached by one (where React never
 * runs the inline script it inserts) lists the visitor's files first from its first frame.
 */
export function setPlatformAttribute(root: HTMLElement = document.documentElement, nav: Navigator = navigator): void {
  if (root.hasAttribute(PLATFORM_ATTRIBUTE)) return;
  const platform = detectPlatform(browserPlatformHints(nav));
  if (platform) root.setAttribute(PLATFORM_ATTRIBUTE, platform);
}
