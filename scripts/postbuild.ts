/**
 * Runs the post-build steps (scripts/postbuild/steps.ts) on the export after `next build`,
 * in order. A step marked `rewritesFramework` edits what Next.js, React or Turbopack wrote,
 * and runs only while FRAMEWORK_PATCHES is not `off` (lib/framework-patches.ts).
 *
 *   tsx scripts/postbuild.ts [--out=DIR] [--without=compile-hints,...]
 *
 * `--without` leaves out named framework rewrites, one at a time if need be, to tell which
 * one a framework upgrade broke (docs/upgrading.md) and to measure what each one is worth
 * (npm run bench:patches).
 */
import path from 'node:path';
import { FRAMEWORK_PATCHES_VARIABLE, frameworkPatchesOn } from '../lib/framework-patches';
import { postbuildSteps as steps } from './postbuild/steps';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const outDir = path.resolve(arg('out') ?? 'out');
const without = new Set(arg('without')?.split(',').filter(Boolean) ?? []);
const rewrites = steps.filter((s) => s.rewritesFramework).map((s) => s.name);
for (const name of without) {
  if (!rewrites.includes(name)) throw new Error(`--without=${name}: the framework rewrites are ${rewrites.join(', ')}`);
}

const patches = frameworkPatchesOn();
if (!patches) console.log(`postbuild: ${FRAMEWORK_PATCHES_VARIABLE}=off, the export stays as Next.js wrote it`);
for (const step of steps) {
  if (step.rewritesFramework && (!patches || without.has(step.name))) {
    console.log(`postbuild: ${step.name} (skipped: ${patches ? '--without' : `${FRAMEWORK_PATCHES_VARIABLE}=off`})`);
    continue;
  }
  const started = Date.now();
  await step.run(outDir);
  console.log(`postbuild: ${step.name} (${Date.now() - started} ms)`);
}
