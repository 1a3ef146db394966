/**
 * `npm run content:check`: checks all of content/ without building the site and prints
 * every problem, in every file, as `content/<file>:<line>: <field>: <message>`. Warnings
 * (a price that fell to under a fifth of the product's other prices, or of its committed
 * value) are printed too, and do not fail the check.
 */
import { committedText } from '../lib/content/committed';
import { checkContent } from '../lib/content/load';
import { formatReport } from '../lib/content/issues';

const { content, issues, warnings } = checkContent(undefined, {
  committed: (file) => committedText(process.cwd(), file),
});
if (warnings.length > 0) console.warn(formatReport(warnings, 'warning'));
if (issues.length > 0) {
  console.error(formatReport(issues));
  process.exit(1);
}
console.log(
  `content ok: ${content.pages.length} pages, ${content.products.length} products, ` +
    `${content.releases.length} release pages, ${content.stories.length} stories`,
);
