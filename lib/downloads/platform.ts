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

/** The files with those for `platform` first; the rest keep the order content gives them. */
export function orderForPlatform<T extends Pick<ReleaseFile, 'platform'>>(
  files: readonly T[],
  platform: Platform | undefined,
): T[] {
  if (!platform) return [...files];
  return [...files.filter((f) => f.platform === platform), ...files.filter((f) => f.platform !== platform)];
}
