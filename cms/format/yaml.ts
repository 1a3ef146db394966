import { parse, stringify } from 'yaml';
import { newestFirst, RELEASES_KEY } from '../../lib/content/release-order';

/**
 * Keystatic reads and writes YAML through `js-yaml` (YAML 1.1): it turns `2025-02-30`
 * into a Date that rolls over to 2 March and folds every line past 80 columns. The editor
 * is built with this module in its place (cms/next.config.ts, cms/vitest.config.ts), so
 * the editor reads YAML exactly as the site does (the `yaml` package, YAML 1.2 core
 * schema: dates stay the text that was written) and writes long lines unfolded.
 */
export function load(text: string): unknown {
  return releasesNewestFirst(parse(text, { uniqueKeys: true }) ?? {});
}

/**
 * A release page's releases newest first, as the site lists them: on loading, so the
 * editor lists them so, and on saving, so a release added at the end of the list is
 * written first. Releases that are not all dated are left as they are (the form says why).
 */
function releasesNewestFirst(data: unknown): unknown {
  const releases = (data as Record<string, unknown> | null)?.[RELEASES_KEY];
  if (!Array.isArray(releases)) return data;
  const dated = releases.every(
    (release: { date?: unknown; build?: unknown } | null) =>
      typeof release?.date === 'string' && !Number.isNaN(Date.parse(release.date)) && typeof release.build === 'number',
  );
  return dated ? { ...(data as object), [RELEASES_KEY]: [...(releases as never[])].sort(newestFirst) } : data;
}

/**
 * A value as the file holds it. Keystatic's date field hands over a Date whose
 * toISOString() is the date as written (`2026-03-14`): that text is what is stored.
 * Keystatic writes a list left empty as `[]`; in our schemas an empty list means the same
 * as none (every list needs an item or may be left out: cms/tests checks this), and the
 * files leave it out, so it is not written.
 */
export function stored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(stored);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => !(Array.isArray(item) && item.length === 0))
      .map(([key, item]) => [key, stored(item)]),
  );
}

export function dump(data: unknown): string {
  return stringify(releasesNewestFirst(stored(data)), { lineWidth: 0, minContentWidth: 0 });
}
