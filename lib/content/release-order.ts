/**
 * Releases newest first, as the site lists them: by date, then by build (two releases on
 * one day). Dates are Dates (the loader's) or `YYYY-MM-DD` text (a file's, in the editor).
 */
interface Dated {
  date: Date | string;
  build: number;
}

const timeOf = (date: Date | string) => (typeof date === 'string' ? Date.parse(`${date}T00:00:00Z`) : date.getTime());

/** The key of a release page's list of releases (cms/format/yaml.ts keeps it in this order). */
export const RELEASES_KEY = 'releases';

export const newestFirst = (a: Dated, b: Dated): number => timeOf(b.date) - timeOf(a.date) || b.build - a.build;
