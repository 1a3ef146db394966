import { SITE_LOCALE } from '../constants';

/**
 * A minimal Atom 1.0 (RFC 4287) writer: enough for release feeds, with every required
 * element (feed id/title/updated/author, entry id/title/updated) and escaped text.
 */
export interface AtomEntry {
  id: string;
  title: string;
  link: string;
  updated: Date;
  summary: string;
  /** XHTML-free HTML body; sent escaped as type="html". */
  contentHtml?: string;
  categories?: string[];
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  /** The feed's own URL (rel="self"). */
  selfUrl: string;
  /** The page the feed belongs to (rel="alternate"). */
  pageUrl: string;
  author: { name: string; uri?: string; email?: string };
  entries: AtomEntry[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${escapeXml(text)}</${name}>`;

export function buildAtom(feed: AtomFeed): string {
  const newest = feed.entries.reduce((max, e) => Math.max(max, e.updated.getTime()), 0);
  const author = [
    el('name', feed.author.name),
    feed.author.uri ? el('uri', feed.author.uri) : '',
    feed.author.email ? el('email', feed.author.email) : '',
  ].join('');
  const entries = feed.entries.map((entry) =>
    [
      '  <entry>',
      `    ${el('id', entry.id)}`,
      `    ${el('title', entry.title)}`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      `    ${el('updated', entry.updated.toISOString())}`,
      `    ${el('summary', entry.summary)}`,
      ...(entry.categories ?? []).map((c) => `    <category term="${escapeXml(c)}"/>`),
      entry.contentHtml ? `    ${el('content', entry.contentHtml, ' type="html"')}` : '',
      '  </entry>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${SITE_LOCALE.code}">`,
    `  ${el('id', feed.id)}`,
    `  ${el('title', feed.title)}`,
    feed.subtitle ? `  ${el('subtitle', feed.subtitle)}` : '',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    `  ${el('updated', new Date(newest || Date.UTC(2000, 0, 1)).toISOString())}`,
    `  <author>${author}</author>`,
    ...entries,
    '</feed>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
