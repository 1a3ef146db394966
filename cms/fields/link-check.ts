import { didYouMean } from '../../lib/content/suggest';
import type { SitePage } from '../site-check/report';

/** Addresses a link may take besides a page of the site: the web, mail, phone, a section of this page. */
const OTHER_TARGETS = /^(https?:\/\/[^\s/]+|mailto:\S+@|tel:\+?[\d\s()-]+$|#\S)/i;

/** `/help/contact/?x=1#top` → `/help/contact`, as the content check reads a link. */
const routeOf = (href: string) =>
  href
    .split('#', 1)[0]!
    .split('?', 1)[0]!
    .replace(/(.)\/$/, '$1');

/**
 * Why a link typed or picked in the body editor would not work, in a marketer's words, or
 * `undefined` when it would. A site path must be one of the site's pages (a path whose
 * last part has a file extension is a file, which the site check verifies on save).
 * Without the page list (not loaded yet) a site path is let through: the site check
 * still names it after the save.
 */
export function linkProblem(href: string, pages: readonly SitePage[] | undefined): string | undefined {
  const value = href.trim();
  if (value === '') return 'Pick a page of the site, or type a web address';
  if (!value.startsWith('/')) {
    return OTHER_TARGETS.test(value)
      ? undefined
      : 'Pick a page of the site, or type a full web address starting with https://';
  }
  const route = routeOf(value);
  if (!pages || /\.[a-z0-9]+$/i.test(route) || pages.some((page) => page.path === route)) return undefined;
  const titles = new Map(pages.map((page) => [page.path, page.title]));
  const hint = didYouMean(route, titles.keys(), (path) => `${path}, “${titles.get(path)}”`);
  return `There is no page at ${route}${hint}`;
}
