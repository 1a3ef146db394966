/**
 * `npm run fonts`: writes the site's Inter, a subset of @fontsource-variable/inter's Latin
 * file that keeps its character coverage but only the weights the stylesheet uses, so
 * every page loads 31.6 kB instead of 48.3 kB. tests/unit/font-subset.test.ts fails when
 * the committed file is not what this script makes (a new Inter version, a changed range).
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

export const INTER_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
export const INTER_SUBSET = 'styles/fonts/inter-latin-wght-400-800.woff2';
/** The weight axis kept: the stylesheet's lightest and heaviest font-weight (tests/export/font-weights.test.ts). */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** Fontsource's "latin" unicode-range, so the subset draws every character the original did. */
const LATIN = [
  ...range(0x20, 0xff),
  ...[0x131, 0x152, 0x153, 0x2bb, 0x2bc, 0x2c6, 0x2da, 0x2dc, 0x304, 0x308, 0x329],
  ...range(0x2000, 0x206f),
  ...[0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd],
];

export async function subsetInter(repo: string): Promise<Buffer> {
  const source = fs.readFileSync(path.join(repo, INTER_SOURCE));
  return subsetFont(source, String.fromCodePoint(...LATIN), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await subsetInter(process.cwd());
  fs.writeFileSync(INTER_SUBSET, font);
  console.log(`${INTER_SUBSET}: ${font.length} bytes`);
}
