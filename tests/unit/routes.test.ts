import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { SPEC_ROUTES } from '../spec-routes';

describe('routes from content', () => {
  const content = loadContent();
  const paths = new Set(
    [...content.pages, ...content.products, ...content.releases, ...content.stories].map((e) => e.path),
  );

  it.each(SPEC_ROUTES)('has the spec route %s', (route) => {
    expect(paths.has(route)).toBe(true);
  });

  it('has at least 12 products, all routed at /<slug>', () => {
    expect(content.products.length).toBeGreaterThanOrEqual(12);
    for (const product of content.products) expect(product.path).toBe(`/${product.slug}`);
  });
});
