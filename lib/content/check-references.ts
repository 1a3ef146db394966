import type { z } from 'zod';
import { PAGINATION } from '../constants';
import { ALL_RELEASES_FEED, feedPath } from '../downloads/feeds';
import { ROUTES } from '../routes';
import { categoryPaths } from '../catalog/categories';
import type { SourceFile } from './files';
import type { ContentIssue } from './issues';
import { checkBody, type BodyReport } from './mdx/check-body';
import { collectRefs } from './refs';
import { resolveRef, type RouteTarget, type SiteIndex } from './references';

/** One file to check, with the schema that tags its references and the route it gets. */
export interface Checked {
  source: SourceFile;
  schema: z.ZodType;
  /** Its route, when it has one (pages, products, release pages, stories). */
  path?: string;
  /** Release pages also publish a feed at `<path>/feed.xml`. */
  feed?: boolean;
  /** The page's template adds ids of its own (products, release pages): anchors are not checked. */
  templateIds?: boolean;
}

interface Known {
  products: Set<string>;
  faqTopics: Set<string>;
  storyCount: number;
  publicDir: string;
}

const hasSlug = (source: SourceFile) => typeof (source.raw as { slug?: unknown } | undefined)?.slug === 'string';

/** Routes the app adds beside the entries: the release feeds, the story list's pages, category pages, sitemap and robots. */
function generatedRoutes(checked: Checked[], storyCount: number): string[] {
  const storyPages = Math.ceil(storyCount / PAGINATION.perPage);
  return [
    '/sitemap.xml',
    '/robots.txt',
    ALL_RELEASES_FEED,
    ...checked.filter((c) => c.feed && c.path).map((c) => feedPath({ path: c.path! })),
    ...Array.from({ length: Math.max(1, storyPages) }, (_, i) => `${ROUTES.stories}/page/${i + 1}`),
    ...categoryPaths(),
  ];
}

/**
 * The checks that need every file: MDX bodies (blocks and their props), unique routes, and
 * every reference in frontmatter or body. A reference at a field that already has a
 * problem is not reported again, and references to a broken entry resolve (the entry
 * exists; its own file reports its mistake).
 */
export function checkReferences(checked: Checked[], earlier: ContentIssue[], known: Known): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const bodies = new Map<SourceFile, BodyReport>();
  for (const { source } of checked) if (source.file.endsWith('.mdx')) bodies.set(source, checkBody(source));

  const routes = new Map<string, RouteTarget & { source: SourceFile }>();
  for (const { source, path, templateIds } of checked) {
    if (!path) continue;
    const other = routes.get(path);
    if (other) {
      // Blame the file whose `slug:` made the clash, if only one of the two has one.
      const [blamed, kept] =
        hasSlug(other.source) && !hasSlug(source) ? [other.source, source] : [source, other.source];
      const message = `route ${path} is already used by ${kept.file}`;
      issues.push({ file: blamed.file, line: blamed.lineOf(['slug']), field: 'slug', message });
      continue;
    }
    const body = bodies.get(source);
    const ids = templateIds || !body || body.drawsIds ? undefined : new Set(body.ids);
    routes.set(path, { file: source.file, ids, source });
  }
  const site: SiteIndex = { ...known, routes: new Map(routes) };
  for (const route of generatedRoutes(checked, known.storyCount)) {
    const taken = routes.get(route);
    if (taken) {
      const { source } = taken;
      issues.push({
        file: source.file,
        line: source.lineOf(['slug']),
        field: 'slug',
        message: `route ${route} is made by the site itself (a release feed, story list or category page)`,
      });
    }
    site.routes.set(route, { file: '(generated)' });
  }

  // A field with a problem of its own (e.g. a slug in the wrong form) is not also reported as unresolved.
  const key = (file: string, line: number | undefined, field: string) => `${file}|${line ?? 0}|${field}`;
  const reported = new Set([...earlier, ...issues].map((issue) => key(issue.file, issue.line, issue.field)));
  for (const body of bodies.values()) {
    issues.push(...body.issues);
    body.issues.forEach((issue) => reported.add(key(issue.file, issue.line, issue.field)));
  }
  const report = (file: string, line: number, field: string, message: string | undefined) => {
    if (message && !reported.has(key(file, line, field))) issues.push({ file, line, field, message });
  };

  for (const { source, schema, path } of checked) {
    for (const ref of collectRefs(schema, source.raw)) {
      const field = ref.path.map(String).join('.');
      report(source.file, source.lineOf(ref.path), field, resolveRef(site, ref.kind, ref.value, path));
    }
    for (const ref of bodies.get(source)?.refs ?? [])
      report(source.file, ref.line, ref.field, resolveRef(site, ref.kind, ref.value, path));
  }
  return issues;
}
