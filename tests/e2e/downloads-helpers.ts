import type { Page } from '@playwright/test';
import { loadContent } from '../../lib/content/load';

export const content = loadContent();
/** A software release page with Windows and macOS files, Windows first in content. */
export const HELPER = content.releases.find((r) => r.slug === 'clonewave-helper-release')!;

export const WINDOWS_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const MAC_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
/** A system the site publishes no downloads for (lib/downloads/platform.ts). */
export const CHROMEOS_UA =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The client hints of a Chromebook's Chrome (platform "Chrome OS"). Playwright derives
 * navigator.userAgentData from the user agent and names a system it does not know Windows.
 */
export const emulateChromeOs = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(navigator, 'userAgentData', { value: { platform: 'Chrome OS', brands: [], mobile: false } }),
  );

/**
 * The latest release's download links a visitor can see, in DOM order, with where each is
 * on screen. Hidden ones (the other platforms' prominent actions) are left out.
 */
export function visibleDownloads(page: Page) {
  return page.locator('.latest-release a[download]').evaluateAll((links) =>
    links
      .filter((link) => link.checkVisibility({ visibilityProperty: true }))
      .map((link) => {
        const { top, left } = link.getBoundingClientRect();
        return { href: link.getAttribute('href'), top: Math.round(top), left: Math.round(left) };
      }),
  );
}

/** "Download for macOS: file.dmg" as Chromium computes it (a space before the hidden part). */
export const downloadName = (platformLabel: string, fileName: string) =>
  new RegExp(`^Download for ${platformLabel} ?: ${fileName.replaceAll('.', '\\.')}$`);

/** The same links as the eye reads them: top to bottom, then left to right. */
export const inReadingOrder = <T extends { top: number; left: number }>(links: T[]) =>
  links.toSorted((a, b) => a.top - b.top || a.left - b.left);
