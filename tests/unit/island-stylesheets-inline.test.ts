import { describe, expect, it } from 'vitest';
import { inlineCss, withIslandStylesheetsInline } from '@/scripts/postbuild/island-stylesheets-inline';

const sheet = (name: string) => `/_next/static/chunks/${name}.css`;
const islandLink = (name: string) =>
  `<link href="${sheet(name)}" rel="stylesheet" as="style" data-precedence="dynamic"/>`;
const globalLink = `<link rel="stylesheet" href="${sheet('global')}" data-precedence="next"/>`;
const css: Record<string, string> = {
  [sheet('gallery')]: '.gallery{position:relative}\n/*# sourceMappingURL=gallery.css.map */',
  [sheet('faq')]: '.faq{background:url("data:image/svg+xml,%3csvg%3e%3c/svg%3e")}',
};
const read = (href: string) => css[href] ?? '';

describe('postbuild: island stylesheets inline', () => {
  const page = `<html><head>${globalLink}${islandLink('gallery')}${islandLink('faq')}</head><body></body></html>`;
  const html = withIslandStylesheetsInline(page, read);

  it('writes each island sheet where its link stood, in order, after the global sheet', () => {
    expect(html).toBe(
      `<html><head>${globalLink}` +
        `<style data-href="${sheet('gallery')}">.gallery{position:relative}</style>` +
        `<link rel="stylesheet" href="${sheet('gallery')}" disabled=""/>` +
        `<style data-href="${sheet('faq')}">${css[sheet('faq')]}</style>` +
        `<link rel="stylesheet" href="${sheet('faq')}" disabled=""/>` +
        `</head><body></body></html>`,
    );
  });

  it('keeps a disabled link per sheet, for the bundler runtime to find, and leaves the global link alone', () => {
    expect(html.match(/<link rel="stylesheet" href="[^"]+" disabled=""\/>/g)).toHaveLength(2);
    expect(html).toContain(globalLink);
    expect(withIslandStylesheetsInline(html, read)).toBe(html);
  });

  it('refuses a sheet that would read differently from the page URL or end its element early', () => {
    expect(() => inlineCss('.a{background:url(img/a.png)}', sheet('a'))).toThrow(
      /cannot be inlined: it has url\(img\/a.png\)/,
    );
    expect(() => inlineCss('@import "b.css";', sheet('a'))).toThrow(/@import/);
    expect(() => inlineCss('.a::after{content:"</style>"}', sheet('a'))).toThrow(/cannot be inlined/);
    expect(inlineCss('.a{background:url(#g)}', sheet('a'))).toBe('.a{background:url(#g)}');
  });
});
