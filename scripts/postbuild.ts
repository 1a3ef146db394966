/**
 * Steps that run on the export after `next build`, in order. Each step is one module in
 * scripts/postbuild/ exporting `run(outDir)`; add new steps to this list. A step marked
 * `rewritesFramework` edits what Next.js, React or Turbopack wrote, and runs only while
 * FRAMEWORK_PATCHES is not `off` (lib/framework-patches.ts).
 */
import path from 'node:path';
import * as ogImage from './postbuild/og-image';
import * as contentDb from './postbuild/content-db';
import * as images from './postbuild/images';
import * as redirects from './postbuild/redirects';
import * as suspenseBoundariesInline from './postbuild/suspense-boundaries-inline';
import * as islandStylesheetsInline from './postbuild/island-stylesheets-inline';
import * as scriptsAfterPaint from './postbuild/scripts-after-paint';
import * as compileHints from './postbuild/compile-hints';
import * as csp from './postbuild/csp';
import { FRAMEWORK_PATCHES_VARIABLE, frameworkPatchesOn } from '../lib/framework-patches';

type Step = { name: string; run: (outDir: string) => Promise<void> | void; rewritesFramework?: true };

const steps: Step[] = [
  { name: 'og image', run: ogImage.run },
  { name: 'content db', run: contentDb.run },
  // Writes every /_ipx/ variant that the export's files reference.
  { name: 'images', run: images.run },
  // Edits HTML: Suspense boundaries streamed out of order are written in place.
  { name: 'suspense boundaries inline', run: suspenseBoundariesInline.run, rewritesFramework: true },
  // Edits HTML: the small stylesheets of dynamic() components are written into the head.
  { name: 'island stylesheets inline', run: islandStylesheetsInline.run, rewritesFramework: true },
  // Edits HTML: the first-load chunks start once the page has painted.
  { name: 'scripts after paint', run: scriptsAfterPaint.run, rewritesFramework: true },
  // Edits JS: the large chunks a page starts with get V8's compile-everything-eagerly hint.
  { name: 'compile hints', run: compileHints.run, rewritesFramework: true },
  // Meta-refresh pages become 301s in out/_redirects and the nginx map.
  { name: 'redirects', run: redirects.run },
  // Keep LAST: it hashes the final inline scripts of every page.
  { name: 'content security policy', run: csp.run },
];

const outDir = path.join(process.cwd(), 'out');
const patches = frameworkPatchesOn();
if (!patches) console.log(`postbuild: ${FRAMEWORK_PATCHES_VARIABLE}=off, the export stays as Next.js wrote it`);
for (const step of steps) {
  if (step.rewritesFramework && !patches) {
    console.log(`postbuild: ${step.name} (skipped: ${FRAMEWORK_PATCHES_VARIABLE}=off)`);
    continue;
  }
  const started = Date.now();
  await step.run(outDir);
  console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
}
