import { FRAMEWORK_PATCHES_VARIABLE, frameworkPatchesOn } from '../lib/framework-patches';

/**
 * Whether the export under test was built with the post-build steps that rewrite the
 * framework's output: the tests read the same switch as the build
 * (lib/framework-patches.ts), so set FRAMEWORK_PATCHES for both.
 */
export const frameworkPatches = frameworkPatchesOn();

/**
 * A check of what a framework rewrite writes (the RSC payload file, the loader, inline
 * island stylesheets, compile hints) or of a byte budget those rewrites keep. With the
 * rewrites on it is an assertion like any other. With FRAMEWORK_PATCHES=off the plain
 * Next.js export is not meant to meet it: the check still runs, and what it finds is
 * reported through `report` (one line) instead of failing the test. Functional tests never
 * go through here: they hold in both builds.
 */
export async function rewriteCheck(
  what: string,
  check: () => unknown,
  report: (line: string) => void = console.log,
): Promise<void> {
  if (frameworkPatches) {
    await check();
    return;
  }
  try {
    await check();
    report(`${FRAMEWORK_PATCHES_VARIABLE}=off: ${what}: holds all the same`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    report(`${FRAMEWORK_PATCHES_VARIABLE}=off, reported, not failed: ${what}: ${firstLine(message)}`);
  }
}

/** The first line of an assertion message, without its colour codes. */
const firstLine = (message: string) => (message.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? '').slice(0, 300);
