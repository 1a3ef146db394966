/**
 * `npm run content:check`: checks all of content/ without building the site and prints
 * every problem, in every file, as `content/<file>:<line>: <field>: <message>`.
 */
import { checkContent } from '../lib/content/load';
import { formatReport } from '../lib/content/issues';

const { content, issues } = checkContent();
if (issues.length > 0) {
  console.error(formatReport(issues));
  process.exit(1);
}
console.log(
  `content ok: ${content.pages.length} pages, ${content.products.length} products, ` +
    `${content.releases.length} release pages, ${content.stories.length} stories`,
);
