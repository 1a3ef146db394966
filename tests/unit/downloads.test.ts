// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  fileLabel,
  PLATFORM_ATTRIBUTE,
  PLATFORM_LABELS,
  PLATFORM_SCRIPT,
} from '@/lib/downloads/platform';
import { diffReleases, formatSizeChange } from '@/lib/downloads/release-diff';
import { buildAtom } from '@/lib/downloads/atom';
import { formatBytes } from '@/lib/format/bytes';
import { setPlatformAttribute } from '@/browser/platform-attribute';
import type { Release } from '@/lib/content/schemas/release';

const UA = {
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  macos:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeos:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('OS detection', () => {
  it.each([
    ['windows', UA.windows],
    ['macos', UA.macos],
    ['ios', UA.iphone],
    ['android', UA.android],
    ['linux', UA.linux],
  ] as const)('recognises %s', (platform, userAgent) => {
    expect(detectPlatform({ userAgent })).toBe(platform);
  });

  it('treats an iPad that claims to be a Mac (touch screen) as iOS', () => {
    expect(detectPlatform({ userAgent: UA.macos, maxTouchPoints: 5 })).toBe('ios');
  });

  it('uses client hints when the user agent is reduced, and gives up on unknown systems', () => {
    expect(detectPlatform({ userAgent: 'Mozilla/5.0', uaPlatform: 'Windows' })).toBe('windows');
    expect(detectPlatform({ userAgent: UA.chromeos })).toBeUndefined();
    expect(detectPlatform({ userAgent: 'curl/8.5' })).toBeUndefined();
  });

  /** What the inline script sets on <html> for a browser that reports these. */
  function scriptPlatform(navigator: object): string | null {
    const attributes = new Map<string, string>();
    const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
    runInNewContext(PLATFORM_SCRIPT, { navigator, document: { documentElement } });
    return attributes.get(PLATFORM_ATTRIBUTE) ?? null;
  }

  it('sets the same platform before the first paint as detectPlatform finds', () => {
    for (const userAgent of Object.values(UA)) {
      expect(scriptPlatform({ userAgent, maxTouchPoints: 0 })).toBe(detectPlatform({ userAgent }) ?? null);
    }
    expect(scriptPlatform({ userAgent: UA.macos, maxTouchPoints: 5 })).toBe('ios');
    expect(scriptPlatform({ userAgent: 'Mozilla/5.0', userAgentData: { platform: 'Windows' } })).toBe('windows');
    expect(scriptPlatform({ userAgent: UA.chromeos })).toBeNull();
  });

  it('the client runtime names the platform once, keeping what the inline script set', () => {
    const root = document.createElement('html');
    setPlatformAttribute(root, { userAgent: UA.macos, maxTouchPoints: 0 } as Navigator);
    expect(root.getAttribute(PLATFORM_ATTRIBUTE)).toBe('macos');
    setPlatformAttribute(root, { userAgent: UA.windows } as Navigator);
    expect(root.getAttribute(PLATFORM_ATTRIBUTE)).toBe('macos');
    const unknown = document.createElement('html');
    setPlatformAttribute(unknown, { userAgent: UA.chromeos } as Navigator);
    expect(unknown.hasAttribute(PLATFORM_ATTRIBUTE)).toBe(false);
  });

  it('has styles that show the prominent download of every platform a release can list', () => {
    const styles = readFileSync('components/downloads/_platform-downloads.scss', 'utf8');
    const listed = /\$release-platforms: ([^;]+);/.exec(styles)?.[1]?.split(/,\s*/);
    expect(listed?.toSorted()).toEqual(Object.keys(PLATFORM_LABELS).toSorted());
  });

  it('labels files by platform and architecture', () => {
    expect(fileLabel({ platform: 'windows', arch: 'arm64' })).toBe('Windows (Arm64)');
    expect(fileLabel({ platform: 'device' })).toBe('Device firmware');
  });
});

const file = (platform: 'windows' | 'macos' | 'linux', size: number, minOs?: string) => ({
  platform,
  fileName: `app-${platform}.bin`,
  size,
  sha256: 'a'.repeat(64),
  url: `https://downloads.clonewave.example/${platform}`,
  ...(minOs ? { minOs } : {}),
});
const release = (version: string, date: string, files: Release['files'], fixed: string[] = []): Release => ({
  version,
  build: 1,
  date: new Date(`${date}T00:00:00Z`),
  files,
  notes: { new: ['A new thing.'], improved: [], fixed, knownIssues: [] },
});

describe("what's different between two releases", () => {
  const previous = release('2.5.3', '2026-08-04', [
    file('windows', 51_000_000, 'Windows 10'),
    file('linux', 40_000_000),
  ]);
  const latest = release(
    '2.6.0',
    '2026-11-05',
    [file('windows', 52_300_000, 'Windows 10 (22H2)'), file('macos', 68_000_000)],
    ['A fix.', 'Another fix.'],
  );
  const diff = diffReleases(latest, previous);

  it('counts days and notes', () => {
    expect(diff.daysBetween).toBe(93);
    expect(diff.counts).toEqual({ new: 1, improved: 0, fixed: 2, knownIssues: 0 });
  });

  it('pairs files by platform, including added and removed ones', () => {
    expect(diff.files).toEqual([
      {
        label: 'Windows',
        size: 52_300_000,
        previousSize: 51_000_000,
        minOs: 'Windows 10 (22H2)',
        previousMinOs: 'Windows 10',
      },
      { label: 'macOS', size: 68_000_000, previousSize: undefined, minOs: undefined, previousMinOs: undefined },
      { label: 'Linux', size: undefined, previousSize: 40_000_000, minOs: undefined, previousMinOs: undefined },
    ]);
  });

  it('formats size changes with a sign', () => {
    expect(formatSizeChange(1_300_000, formatBytes)).toBe('+1.3 MB');
    expect(formatSizeChange(-640_000, formatBytes)).toBe('−640 kB');
    expect(formatSizeChange(0, formatBytes)).toBe('no change');
  });
});

describe('Atom feed writer', () => {
  const xml = buildAtom({
    id: 'https://www.clonewave.example/help/download/feed.xml',
    title: 'Releases & updates',
    selfUrl: 'https://www.clonewave.example/help/download/feed.xml',
    pageUrl: 'https://www.clonewave.example/help/download/',
    author: { name: 'Clonewave' },
    entries: [
      {
        id: 'urn:a',
        title: 'Box <Pro> 2.4.1',
        link: 'https://x.example/a?b=1&c=2',
        updated: new Date('2026-11-10T00:00:00Z'),
        summary: 'Fixed "drift".',
        contentHtml: '<p>Hi</p>',
      },
      {
        id: 'urn:b',
        title: 'Box Pro 2.4.0',
        link: 'https://x.example/b',
        updated: new Date('2026-07-22T00:00:00Z'),
        summary: 'Older.',
      },
    ],
  });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const ns = 'http://www.w3.org/2005/Atom';

  it('is well-formed XML in the Atom namespace', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.namespaceURI).toBe(ns);
    expect(doc.documentElement.localName).toBe('feed');
  });

  it('has the required feed and entry elements, escaped', () => {
    const root = doc.documentElement;
    expect(root.getElementsByTagNameNS(ns, 'updated')[0]?.textContent).toBe('2026-11-10T00:00:00.000Z');
    expect(root.getElementsByTagNameNS(ns, 'author')[0]?.textContent).toBe('Clonewave');
    const entries = root.getElementsByTagNameNS(ns, 'entry');
    expect(entries).toHaveLength(2);
    for (const entry of Array.from(entries)) {
      for (const name of ['id', 'title', 'updated']) expect(entry.getElementsByTagNameNS(ns, name)).toHaveLength(1);
    }
    expect(entries[0]?.getElementsByTagNameNS(ns, 'title')[0]?.textContent).toBe('Box <Pro> 2.4.1');
    expect(entries[0]?.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href')).toBe('https://x.example/a?b=1&c=2');
    expect(entries[0]?.getElementsByTagNameNS(ns, 'content')[0]?.textContent).toBe('<p>Hi</p>');
  });
});
