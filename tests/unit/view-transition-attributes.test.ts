// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutViewTransitionAttributes } from '@/scripts/postbuild/view-transition-attributes';

describe('postbuild: vt-* attributes', () => {
  it('removes them from start tags and keeps everything else', () => {
    const html =
      '<main id="main"><div vt-name="page" vt-update="page" class="page-transition"><p vt-enter="x">a</p></div></main>';
    expect(withoutViewTransitionAttributes(html)).toBe(
      '<main id="main"><div class="page-transition"><p>a</p></div></main>',
    );
  });

  it('leaves script bodies and text alone', () => {
    const html = '<script>self.__next_f.push(["<div vt-name=\\"x\\">"])</script><p>vt-name="page" as text</p>';
    expect(withoutViewTransitionAttributes(html)).toBe(html);
  });
});
