import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { allReleasesFeed, pageFeed } from '@/lib/downloads/feeds';

/** The real content/ folder: the 15 release pages the spec names. */
const content = loadContent();

describe('release pages in content', () => {
  it('has the 5 firmware and 10 software pages of the spec, each with 3 or more releases', () => {
    expect(content.releases.filter((r) => r.kind === 'firmware')).toHaveLength(5);
    expect(content.releases.filter((r) => r.kind === 'software')).toHaveLength(10);
    for (const page of content.releases) expect(page.releases.length, page.file).toBeGreaterThanOrEqual(3);
  });

  it('orders every history newest first', () => {
    for (const page of content.releases) {
      const times = page.releases.map((r) => r.date.getTime());
      expect(times, page.file).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('feeds carry every release, newest first', () => {
    const feed = allReleasesFeed(content.releases);
    expect(feed.entries).toHaveLength(content.releases.reduce((n, p) => n + p.releases.length, 0));
    const times = feed.entries.map((e) => e.updated.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page = content.releases[0]!;
    expect(pageFeed(page).entries.map((e) => e.title)).toEqual(page.releases.map((r) => `${page.title} ${r.version}`));
  });
});
