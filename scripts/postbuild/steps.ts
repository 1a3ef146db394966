/**
 * The post-build steps, in the order scripts/postbuild.ts runs them. Each step is one module
 * of this folder exporting `run(outDir)`, named by its file name; add new steps to this
 * list. A step marked `rewritesFramework` edits what Next.js, React or Turbopack wrote.
 */
import * as ogImage from './og-image';
import * as contentDb from './content-db';
import * as images from './images';
import * as redirects from './redirects';
import * as suspenseBoundariesInline from './suspense-boundaries-inline';
import * as islandStylesheetsInline from './island-stylesheets-inline';
import * as scriptsAfterPaint from './scripts-after-paint';
import * as compileHints from './compile-hints';
import * as csp from './csp';

type Step = { name: string; run: (outDir: string) => Promise<void> | void; rewritesFramework?: true };

export const postbuildSteps: Step[] = [
  { name: 'og-image', run: ogImage.run },
  { name: 'content-db', run: contentDb.run },
  // Writes every /_ipx/ variant that the export's files reference.
  { name: 'images', run: images.run },
  // Edits HTML: Suspense boundaries streamed out of order are written in place.
  { name: 'suspense-boundaries-inline', run: suspenseBoundariesInline.run, rewritesFramework: true },
  // Edits HTML: the small stylesheets of dynamic() components are written into the head.
  { name: 'island-stylesheets-inline', run: islandStylesheetsInline.run, rewritesFramework: true },
  // Edits HTML: the first-load chunks start once the page has painted.
  { name: 'scripts-after-paint', run: scriptsAfterPaint.run, rewritesFramework: true },
  // Edits JS: the large chunks a page starts with get V8's compile-everything-eagerly hint.
  { name: 'compile-hints', run: compileHints.run, rewritesFramework: true },
  // Meta-refresh pages become 301s in out/_redirects and the nginx map.
  { name: 'redirects', run: redirects.run },
  // Keep LAST: it hashes the final inline scripts of every page.
  { name: 'content-security-policy', run: csp.run },
];
