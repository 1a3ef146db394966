/**
 * `npm run content:check`: validates all of content/ without building the site and
 * prints every problem as `content/<file>: <field.path>: <message>`.
 */
import { loadContent } from '../lib/content/load';
import { ContentValidationError, formatIssue } from '../lib/content/issues';
import { compileBodies } from '../lib/content/compile-check';

try {
  const content = loadContent();
  const problems = await compileBodies(content);
  if (problems.length > 0) throw new ContentValidationError(problems);
  console.log(
    `content ok: ${content.pages.length} pages, ${content.products.length} products, ` +
      `${content.releases.length} release pages, ${content.stories.length} stories`,
  );
} catch (error) {
  if (error instanceof ContentValidationError) {
    console.error(`Content check failed with ${error.issues.length} problem(s):`);
    for (const issue of error.issues) console.error(`  ${formatIssue(issue)}`);
    process.exit(1);
  }
  throw error;
}
