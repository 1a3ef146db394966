// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTER_SUBSET, subsetInter } from '../../scripts/fonts/subset-inter';

describe('the site font', () => {
  it('is the committed output of npm run fonts', { timeout: 30_000 }, async () => {
    const made = await subsetInter(process.cwd());
    const committed = fs.readFileSync(INTER_SUBSET);
    expect(made.length).toBeLessThan(35_000);
    expect(Buffer.compare(made, committed)).toBe(0);
  });
});
