import { copyEn } from './copy.en';

/** UI strings of the download centre and release pages (part of `messages`). */
export const downloadsEn = {
  latest: 'Latest release',
  version: (v: string) => `Version ${v}`,
  build: (b: number) => `Build ${b}`,
  released: 'Released',
  download: 'Download',
  downloadFor: (label: string) => `Download for ${label}`,
  minOs: 'Requires',
  size: 'Size',
  checksum: 'SHA-256',
  copy: copyEn,
  forYourSystem: 'For your system',
  allPlatforms: 'All platforms',
  notes: { new: 'New', improved: 'Improved', fixed: 'Fixed', knownIssues: 'Known issues' },
  noNotes: 'Maintenance release without user-facing changes.',
  diffHeading: "What's different?",
  diffLead: (from: string, to: string, days: number) =>
    `Changes from version ${from} to ${to}, released ${days} days apart.`,
  diffColumns: { file: 'Download', size: 'Size', change: 'Change', minOs: 'Requires' },
  diffAdded: 'new in this release',
  diffRemoved: 'no longer provided',
  diffCounts: (n: { new: number; improved: number; fixed: number; knownIssues: number }) =>
    `${n.new} new, ${n.improved} improved, ${n.fixed} fixed, ${n.knownIssues} known issues.`,
  upgradeHeading: 'How to upgrade',
  historyHeading: 'Release history',
  historyLead: (n: number) => `${n} earlier releases, newest first. Open one to see its notes and files.`,
  videoHeading: 'Video guide',
  videoNote: 'Opens on YouTube. Nothing is loaded from YouTube until you choose to watch.',
  feed: 'Release feed (Atom)',
  feedTitle: (title: string) => `${title}: releases`,
  allFeedTitle: 'All Clonewave releases',
  appliesTo: 'For',
  verify: 'Verify the download: the SHA-256 checksum of the file you saved must match the one shown here.',
} as const;
