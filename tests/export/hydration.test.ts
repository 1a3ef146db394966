import { describe, expect, it } from 'vitest';
import { replacedFallbacks } from '../../scripts/quality/client-rendered';
import { payloadHref } from '../../scripts/quality/export-pages';
import { payloadUrl } from '../../scripts/postbuild/scripts-after-paint';
import { exportPages } from './out-dir';

describe('pages are hydrated from their HTML, not rendered again in the browser', () => {
  const pages = exportPages();

  // None: the layout's client runtime is mounted after hydration, never on the server,
  // and the catalog reads the address only in its live view, loaded on intent (there
  // was a client-only boundary for that reader in every product listing).
  it('has no client-only boundaries', () => {
    const routes = pages.filter((p) => p.html.includes('<!--$!-->')).map((p) => p.route);
    expect(routes).toEqual([]);
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

// The RSC payload is more than half of a page's HTML and only hydration reads it, so it is
// fetched from its own file after the first paint (scripts/postbuild/scripts-after-paint.ts).
describe('hydration reads each page’s RSC payload from its own file, not from the HTML', () => {
  const pages = exportPages();

  it.each(pages.map((p) => [p.route, p] as const))('%s: payload file named by its content, none inline', (_, page) => {
    expect(page.html).not.toContain('self.__next_f.push([1,');
    expect(payloadHref(page.html)).toBe(payloadUrl(page.payload));
    // Hydration builds the page from it: the page's own text is in it.
    const heading = /<h1\b[^>]*>([^<]+)</.exec(page.html)?.[1];
    if (heading) expect(page.payload).toContain(heading.replace(/&amp;/g, '&').trim());
    expect(page.payload.length).toBeGreaterThan(1000);
  });
});
