// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutStylesheetAs } from '@/scripts/postbuild/stylesheet-links';

describe('postbuild: stylesheet links', () => {
  it('drops as="style" from stylesheet links', () => {
    const html =
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/><link href="/b.css" rel="stylesheet" as="style" data-precedence="dynamic"/>';
    expect(withoutStylesheetAs(html)).toBe(
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/><link href="/b.css" rel="stylesheet" data-precedence="dynamic"/>',
    );
  });

  it('keeps it on preload links', () => {
    const html = '<link rel="preload" href="/font.woff2" as="font"/><link rel="preload" href="/b.css" as="style"/>';
    expect(withoutStylesheetAs(html)).toBe(html);
  });
});
