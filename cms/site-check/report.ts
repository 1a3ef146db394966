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
    issues: issues.filter((issue) => issue.file === file),
    warnings: warnings.filter((warning) => warning.file === file),
    ...(entry ? { previewUrl: `${previewOrigin}${entry.path}` } : {}),
    ...(product ? { prices: productPrices(product) } : {}),
  };
}
