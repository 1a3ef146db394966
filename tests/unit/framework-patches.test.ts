import { describe, expect, it } from 'vitest';
import { frameworkPatchesOn } from '@/lib/framework-patches';

describe('FRAMEWORK_PATCHES', () => {
  it('is on unless set to off', () => {
    expect(frameworkPatchesOn({})).toBe(true);
    expect(frameworkPatchesOn({ FRAMEWORK_PATCHES: '' })).toBe(true);
    expect(frameworkPatchesOn({ FRAMEWORK_PATCHES: 'on' })).toBe(true);
    expect(frameworkPatchesOn({ FRAMEWORK_PATCHES: 'off' })).toBe(false);
  });

  it('refuses any other value rather than guess which build was meant', () => {
    expect(() => frameworkPatchesOn({ FRAMEWORK_PATCHES: 'false' })).toThrow(/FRAMEWORK_PATCHES is "false"/);
    expect(() => frameworkPatchesOn({ FRAMEWORK_PATCHES: 'OFF' })).toThrow(/set it to "on" or "off"/);
  });
});
