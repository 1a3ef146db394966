import type { Platform, ReleaseFile } from '../content/schemas/release';

/** How a platform is named to visitors. */
export const PLATFORM_LABELS: Record<Platform, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS and iPadOS',
  device: 'Device firmware',
};

const ARCH_LABELS = { x64: 'x64', arm64: 'Arm64', universal: 'Apple silicon and Intel', x86: '32-bit x86' } as const;

/** "Windows (x64)", "macOS (Universal …)", "Device firmware". */
export function fileLabel(file: Pick<ReleaseFile, 'platform' | 'arch'>): string {
  const base = PLATFORM_LABELS[file.platform];
  return file.arch ? `${base} (${ARCH_LABELS[file.arch]})` : base;
}

export interface PlatformHints {
  userAgent: string;
  /** navigator.userAgentData?.platform where the browser has it ("Windows", "macOS"...). */
  uaPlatform?: string;
  /** navigator.maxTouchPoints: iPadOS 13+ claims to be a Mac, but a Mac has no touch screen. */
  maxTouchPoints?: number;
}

/**
 * The visitor's operating system from what the browser tells us, or undefined when it is
 * not one we publish downloads for. Order matters: Android and iOS user agents also
 * contain "Linux" and "Mac OS X".
 */
export function detectPlatform({
  userAgent,
  uaPlatform = '',
  maxTouchPoints = 0,
}: PlatformHints): Platform | undefined {
  const ua = userAgent;
  const hint = uaPlatform.toLowerCase();
  if (/android/i.test(ua) || hint === 'android') return 'android';
  if (/iphone|ipad|ipod/i.test(ua) || hint === 'ios') return 'ios';
  if (/windows/i.test(ua) || hint === 'windows') return 'windows';
  if (/macintosh|mac os x/i.test(ua) || hint === 'macos') return maxTouchPoints > 1 ? 'ios' : 'macos';
  if (/cros/i.test(ua) || hint === 'chrome os') return undefined;
  if (/linux|x11/i.test(ua) || hint === 'linux') return 'linux';
  return undefined;
}

/** The attribute on <html> naming the visitor's platform; styles order release files by it. */
export const PLATFORM_ATTRIBUTE = 'data-platform';

/** What `detectPlatform` needs, as this browser tells it. */
export function browserPlatformHints(nav: Navigator & { userAgentData?: { platform?: string } }): PlatformHints {
  return { userAgent: nav.userAgent, uaPlatform: nav.userAgentData?.platform, maxTouchPoints: nav.maxTouchPoints };
}

/**
 * Inline script (hashed into the CSP by postbuild) that sets PLATFORM_ATTRIBUTE before the
 * release files below it are parsed, so the visitor's own file is first from the first
 * paint: no reorder after hydration, no layout shift. The detection is detectPlatform
 * itself, serialised (it uses nothing outside its own body).
 */
export const PLATFORM_SCRIPT =
  `(function(n){var p=(${detectPlatform.toString()})({userAgent:n.userAgent,` +
  `uaPlatform:n.userAgentData&&n.userAgentData.platform,maxTouchPoints:n.maxTouchPoints});` +
  `if(p)document.documentElement.setAttribute(${JSON.stringify(PLATFORM_ATTRIBUTE)},p)})(navigator)`;
