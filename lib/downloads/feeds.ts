import type { ReleasePage } from '../content/types';
import type { Release } from '../content/schemas/release';
import { absoluteUrl, siteConfig } from '../site-config';
import { canonicalUrl } from '../seo';
import { formatBytes } from '../format/bytes';
import { escapeXml, type AtomEntry, type AtomFeed } from './atom';
import { fileLabel } from './platform';
import { ROUTES } from '../routes';

/** Where the feed of all releases lives, and the one of a single download page. */
export const ALL_RELEASES_FEED = `${ROUTES.downloads}/feed.xml`;
export const feedPath = (page: Pick<ReleasePage, 'path'>) => `${page.path}/feed.xml`;

/** Anchor of a release on its page, shared by the page and the feed links. */
export const releaseAnchor = (version: string) => `release-${version}`;

const NOTE_SECTIONS = [
  ['new', 'New'],
  ['improved', 'Improved'],
  ['fixed', 'Fixed'],
  ['knownIssues', 'Known issues'],
] as const;

function releaseHtml(release: Release): string {
  const notes = NOTE_SECTIONS.filter(([k]) => release.notes[k].length > 0)
    .map(
      ([k, title]) => `<h3>${title}</h3><ul>${release.notes[k].map((n) => `<li>${escapeXml(n)}</li>`).join('')}</ul>`,
    )
    .join('');
  const files = release.files
    .map(
      (f) =>
        `<li><a href="${escapeXml(f.url)}">${escapeXml(f.fileName)}</a> (${fileLabel(f)}, ${formatBytes(f.size)}), SHA-256 <code>${f.sha256}</code></li>`,
    )
    .join('');
  return `${notes}<h3>Downloads</h3><ul>${files}</ul>`;
}

function summary(release: Release): string {
  const first = release.notes.new[0] ?? release.notes.improved[0] ?? release.notes.fixed[0];
  return first ?? `Build ${release.build}.`;
}

function releaseEntries(page: ReleasePage): AtomEntry[] {
  return page.releases.map((release) => {
    const link = `${canonicalUrl(page.path)}#${releaseAnchor(release.version)}`;
    return {
      id: link,
      title: `${page.title} ${release.version}`,
      link,
      updated: release.date,
      summary: summary(release),
      contentHtml: releaseHtml(release),
      categories: [page.kind],
    };
  });
}

const author = { name: siteConfig.brand.name, uri: siteConfig.siteUrl };

export function pageFeed(page: ReleasePage): AtomFeed {
  return {
    id: absoluteUrl(feedPath(page)),
    title: `${page.title}: releases`,
    subtitle: page.description,
    selfUrl: absoluteUrl(feedPath(page)),
    pageUrl: canonicalUrl(page.path),
    author,
    entries: releaseEntries(page),
  };
}

export function allReleasesFeed(pages: ReleasePage[]): AtomFeed {
  const entries = pages.flatMap(releaseEntries).sort((a, b) => b.updated.getTime() - a.updated.getTime());
  return {
    id: absoluteUrl(ALL_RELEASES_FEED),
    title: `${siteConfig.brand.name} firmware and software releases`,
    subtitle: 'Every firmware and software release for Clonewave recorders, capture devices and apps.',
    selfUrl: absoluteUrl(ALL_RELEASES_FEED),
    pageUrl: canonicalUrl(ROUTES.downloads),
    author,
    entries,
  };
}
