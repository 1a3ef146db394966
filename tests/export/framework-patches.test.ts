import { describe, expect, it } from 'vitest';
import { payloadHref } from '../../scripts/export-pages';
import { frameworkPatches } from '../framework-patches';
import { exportPages } from './out-dir';

/**
 * The checks of the framework rewrites' output report instead of failing when
 * FRAMEWORK_PATCHES=off (tests/framework-patches.ts). They must read the switch the export
 * was built with: a mismatch fails here, once, rather than as many puzzling failures or a
 * patched build whose checks only report.
 */
describe('the export was built with the FRAMEWORK_PATCHES the tests read', () => {
  const pages = exportPages();

  it(`out/ has the framework rewrites ${frameworkPatches ? 'on' : 'off'}`, () => {
    // The post-build loader fetches each page's RSC payload from a file; Next.js inlines it.
    const rewritten = pages.filter((page) => payloadHref(page.html) !== undefined).map((page) => page.route);
    const expected = frameworkPatches ? pages.map((page) => page.route) : [];
    expect(rewritten, 'build and test with the same FRAMEWORK_PATCHES (on or unset, or off)').toEqual(expected);
  });
});
