import fs from 'node:fs';
import path from 'node:path';
import { committedText } from '../../lib/content/committed';
import { contentFingerprint } from '../../lib/content/fingerprint';
import type { ContentIssue } from '../../lib/content/issues';
import { checkContent } from '../../lib/content/load';
import { productPrices, type PriceReference } from '../../lib/content/price-warnings';
import { entryFile } from './entry-file';

export interface SiteCheckReport {
  file: string;
  issues: ContentIssue[];
  /** What `npm run content:check` warns about (a price far below the others); a save is not refused. */
  warnings: ContentIssue[];
  /** The page on the site's dev server, when the file is a routed entry. */
  previewUrl?: string;
  /** When the file was last written (ms), so the panel can tell that a save happened. */
  savedAt: number;
  /** A product's saved prices, which the price fields compare a new price with. */
  prices?: PriceReference[];
}

const repoRoot = path.resolve(process.cwd(), '..');
/** The site's dev server; `npm run cms` (scripts/cms.sh) sets it. */
const previewOrigin = process.env.CMS_PREVIEW_URL ?? 'http://localhost:3000';
let cache: { key: string; result: ReturnType<typeof checkContent> } | undefined;

/** The content check of all of content/, run again only when a file changed. */
function check() {
  const key = contentFingerprint(repoRoot);
  if (cache?.key !== key) {
    const result = checkContent(
      { content: path.join(repoRoot, 'content'), public: path.join(repoRoot, 'public') },
      { committed: (file) => committedText(repoRoot, file) },
    );
    cache = { key, result };
  }
  return cache.result;
}

const savedAt = (file: string) => {
  try {
    return fs.statSync(path.join(/* turbopackIgnore: true */ repoRoot, file)).mtimeMs;
  } catch {
    return 0; // a new entry, not saved yet
  }
};

/** A page of the site as the link picker offers it. */
export interface SitePage {
  path: string;
  title: string;
}

/**
 * Every page of the site with its title, by title: the routes the content check resolves
 * links against (pages, products, release pages, stories), for the body editor's links.
 */
export function sitePages(): SitePage[] {
  const { content } = check();
  const routed = [...content.pages, ...content.products, ...content.releases, ...content.stories];
  return routed
    .map((entry) => ({ path: entry.path, title: entry.kind === 'product' ? entry.name : entry.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** What the content check says about the file an editor URL shows, and where its page is. */
export function siteCheckReport(editorPath: string): SiteCheckReport | undefined {
  const file = entryFile(editorPath);
  if (!file) return undefined;
  const { content, issues, warnings } = check();
  const routed = [...content.pages, ...content.products, ...content.releases, ...content.stories];
  const entry = routed.find((candidate) => candidate.file === file);
  const product = content.products.find((candidate) => candidate.file === file);
  return {
    file,
    savedAt: savedAt(file),
    issues: issues.filter((issue) => issue.file === file),
    warnings: warnings.filter((warning) => warning.file === file),
    ...(entry ? { previewUrl: `${previewOrigin}${entry.path}` } : {}),
    ...(product ? { prices: productPrices(product) } : {}),
  };
}
