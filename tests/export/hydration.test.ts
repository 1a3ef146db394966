import { describe, expect, it } from 'vitest';
import { replacedFallbacks } from '../../scripts/quality/client-rendered';
import { exportPages } from './out-dir';

describe('pages are hydrated from their HTML, not rendered again in the browser', () => {
  const pages = exportPages();

  it('finds the client-only boundaries (the layout has one: the navigation listener)', () => {
    expect(pages.filter((p) => p.html.includes('<!--$!-->')).length).toBe(pages.length);
  });

  it.each(pages.map((p) => [p.route, p.html]))('%s: no client-rendered boundary holds content', (_, html) => {
    expect(replacedFallbacks(html)).toEqual([]);
  });

  it('catches a fallback that the browser would replace', () => {
    const html =
      '<main><!--$!--><template data-dgst=""></template><ul class="row">…</ul><!--/$--></main>' +
      '<!--$!--><template data-dgst=""></template><!--/$-->';
    expect(replacedFallbacks(html)).toEqual([
      '<ul class="row">…</ul><!--/$--></main><!--$!--><template data-dgst=""></template><!--/$-->',
    ]);
  });
});
