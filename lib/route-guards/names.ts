/**
 * Names of the client route guards a page may list in its `middleware:` frontmatter (the
 * specification's word; they are not Next.js middleware, which a static export cannot
 * run). Implementations in ./registry.ts. content:check rejects any other name, so a typo
 * fails the build instead of the page.
 */
export const ROUTE_GUARD_NAMES = ['unsupported-browser'] as const;
export type RouteGuardName = (typeof ROUTE_GUARD_NAMES)[number];

export const isRouteGuardName = (name: string): name is RouteGuardName =>
  (ROUTE_GUARD_NAMES as readonly string[]).includes(name);
