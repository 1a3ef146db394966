import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/load';
import { formatIssue } from '@/lib/content/issues';
import { priceDropWarning } from '@/lib/content/price-warnings';
import { brokenFixture, fixtureDirs } from './fixture';

const PRODUCT = 'products/test-box.mdx';
const fixtureText = fs.readFileSync(path.join(fixtureDirs.content, PRODUCT), 'utf8');
/** The fixture product with these variants (its price stays 11900). */
const withVariants = (variants: string) => (text: string) =>
  text.replace(/^variants:\n(?: {2}- .*\n)+/m, `variants:\n${variants}`);
const variant = (id: string, name: string, price?: number) =>
  `  - { id: "${id}", name: ${name}, sku: CW-TEST-${id.slice(-3)}, stock: in_stock${price === undefined ? '' : `, price: ${price}`} }\n`;

const warningsOf = (dirs: ReturnType<typeof brokenFixture>, committed?: string) => {
  const { issues, warnings } = checkContent(dirs, { committed: () => committed });
  expect(issues).toEqual([]); // A warning never makes content invalid.
  return warnings.map(formatIssue);
};

describe('priceDropWarning', () => {
  it('warns below a fifth of the price it had', () => {
    expect(priceDropWarning(3490, { previous: { cents: 34900, what: 'its saved price' }, others: [] })).toBe(
      '$34.90 is less than a fifth of its saved price ($349.00): check for a missing digit',
    );
    expect(priceDropWarning(6980, { previous: { cents: 34900, what: 'its saved price' }, others: [] })).toBeUndefined();
  });

  it('compares with the cheapest other price, so a cheap bundle beside dear ones is not flagged', () => {
    const others = [
      { cents: 34900, what: 'the product price' },
      { cents: 4900, what: 'the price of variant "Cable"' },
    ];
    expect(priceDropWarning(2900, { others })).toBeUndefined();
    expect(priceDropWarning(900, { others })).toBe(
      '$9.00 is less than a fifth of the price of variant "Cable" ($49.00): check for a missing digit',
    );
  });
});

describe('content check: price warnings', () => {
  it('warns about a variant priced under a fifth of the others, and about the product price under a fifth of a variant', () => {
    const dirs = brokenFixture({
      [PRODUCT]: withVariants(variant('44000000000001', 'Standard') + variant('44000000000002', 'Bundle', 2000)),
    });
    expect(warningsOf(dirs)).toEqual([
      'content/products/test-box.mdx:9: variants.1.price: $20.00 is less than a fifth of the price of variant "Standard" ($119.00): check for a missing digit',
    ]);
    const dearBundle = brokenFixture({
      [PRODUCT]: withVariants(variant('44000000000001', 'Standard') + variant('44000000000002', 'Bundle', 99900)),
    });
    expect(warningsOf(dearBundle)).toEqual([
      'content/products/test-box.mdx:6: price: $119.00 is less than a fifth of the price of variant "Bundle" ($999.00): check for a missing digit',
    ]);
  });

  it('warns about a price under a fifth of the committed one, matching variants by id', () => {
    const dirs = brokenFixture({ [PRODUCT]: (text) => text.replace('price: 11900', 'price: 1190') });
    expect(warningsOf(dirs, fixtureText)).toEqual([
      'content/products/test-box.mdx:6: price: $11.90 is less than a fifth of the price last committed ($119.00): check for a missing digit',
    ]);
    const cheaperVariant = brokenFixture({
      [PRODUCT]: withVariants(variant('44000000000001', 'Standard', 2000)),
    });
    expect(warningsOf(cheaperVariant, fixtureText)).toEqual([
      'content/products/test-box.mdx:8: variants.0.price: $20.00 is less than a fifth of the price last committed ($119.00): check for a missing digit',
    ]);
  });

  it('has nothing to say about the fixture as committed, or without a committed version', () => {
    expect(warningsOf(fixtureDirs, fixtureText)).toEqual([]);
    expect(warningsOf(fixtureDirs)).toEqual([]);
  });
});
