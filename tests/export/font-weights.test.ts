import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTER_WEIGHTS } from '../../scripts/fonts/subset-inter';
import { OUT_DIR } from './out-dir';

describe('the font carries every weight the stylesheets ask for', () => {
  const dir = path.join(OUT_DIR, '_next/static/chunks');
  const css = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  const weights = [...css.matchAll(/font-weight:\s*(\d{3})\b/g)].map((m) => Number(m[1]));

  it('reads the weights', () => {
    expect(weights.length).toBeGreaterThan(5);
  });

  it(`every numeric font-weight is within ${INTER_WEIGHTS.min}–${INTER_WEIGHTS.max}`, () => {
    expect(weights.filter((w) => w < INTER_WEIGHTS.min || w > INTER_WEIGHTS.max)).toEqual([]);
  });
});
