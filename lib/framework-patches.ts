/**
 * The one switch for the post-build steps that rewrite what Next.js, React or Turbopack
 * wrote (scripts/postbuild.ts, docs/upgrading.md). `FRAMEWORK_PATCHES=off` builds the plain
 * Next.js export: those steps do not run, and the site's own steps (images, content
 * database, redirects, CSP...) run as always. It is the way to tell, after a framework
 * upgrade, whether a failure is the framework's or one of these rewrites', and the way to
 * ship while a rewrite waits for a fix: the site works without them, only slower to paint.
 *
 * Read at build time by the post-build steps and the root layout (app/layout.tsx, whose
 * Suspense boundaries only the rewrites make safe), and by the tests
 * (tests/framework-patches.ts): with it off, a check of a rewrite's own output or of a
 * byte budget reports what it finds instead of failing.
 */
export const FRAMEWORK_PATCHES_VARIABLE = 'FRAMEWORK_PATCHES';

/** Whether the framework rewrites run: `on` (or unset) and `off`; anything else is a mistake, not a guess. */
export function frameworkPatchesOn(env: Record<string, string | undefined> = process.env): boolean {
  const value = env[FRAMEWORK_PATCHES_VARIABLE] ?? 'on';
  if (value === 'on' || value === '') return true;
  if (value === 'off') return false;
  throw new Error(`${FRAMEWORK_PATCHES_VARIABLE} is "${value}": set it to "on" or "off"`);
}
