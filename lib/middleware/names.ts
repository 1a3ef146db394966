/**
 * Names of the client route middlewares a page may list in its `middleware:` frontmatter
 * (implementations in ./registry.ts). content:check rejects any other name, so a typo
 * fails the build instead of the page.
 */
export const MIDDLEWARE_NAMES = ['unsupported-browser'] as const;
export type MiddlewareName = (typeof MIDDLEWARE_NAMES)[number];

export const isMiddlewareName = (name: string): name is MiddlewareName =>
  (MIDDLEWARE_NAMES as readonly string[]).includes(name);
