import { describe, expect, it } from 'vitest';
import { loadContent } from '@/lib/content/load';
import { ContentValidationError } from '@/lib/content/issues';
import { brokenFixture, fixtureDirs } from './fixture';

describe('content loader with valid content', () => {
  const content = loadContent(fixtureDirs);

  it('derives page routes from file paths, index files and {product} slugs', () => {
    expect(content.pages.map((p) => p.path).sort()).toEqual([
      '/',
      '/clonewave-products-comparison',
      '/guide',
      '/help/contact',
    ]);
  });

  it('routes products at /<slug> and release pages under the download centre', () => {
    expect(content.products[0]?.path).toBe('/test-box');
    expect(content.releases[0]?.path).toBe('/help/download/firmware/clonewave-test-box-firmware');
  });

  it('orders releases newest first and turns dates into Dates at midnight UTC', () => {
    const versions = content.releases[0]?.releases.map((r) => r.version);
    expect(versions).toEqual(['1.2.0', '1.1.0', '1.0.0']);
    expect(content.releases[0]?.releases[0]?.date.toISOString()).toBe('2025-09-01T00:00:00.000Z');
  });

  it('applies schema defaults', () => {
    const contact = content.pages.find((p) => p.path === '/help/contact');
    expect(contact?.layout).toBe('default');
    expect(contact?.middleware).toEqual([]);
    expect(content.products[0]?.featured).toBe(false);
  });
});

describe('content loader with broken content', () => {
  it('throws one error whose message is the whole report, for the dev overlay', () => {
    const dirs = brokenFixture({
      'products/test-box.mdx': (t) => t.replace('price: 11900', 'price: -1'),
      'pages/guide.mdx': (t) => t.replace('topic="general"', 'topic="nope"'),
    });
    let thrown: unknown;
    try {
      loadContent(dirs);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContentValidationError);
    const error = thrown as ContentValidationError;
    const report = [
      'Content has 2 problems:',
      '  content/pages/guide.mdx:9: <FaqList> topic: there is no FAQ topic "nope" in content/faqs/',
      '  content/products/test-box.mdx:6: price: must be a whole number of cents, 0 or more, like 34900 for $349.00',
    ].join('\n');
    expect(error.message).toBe(report);
    // next dev shows the stack under the message: the list alone, no loader internals.
    expect(error.stack).toBe(`ContentValidationError: ${report}`);
  });
});
