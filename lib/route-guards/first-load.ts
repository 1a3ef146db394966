import { isRouteGuardName, type RouteGuardName } from './names';
import { UNSUPPORTED_PATH } from './registry';

/**
 * The first-load half of the route guards (spec: middleware runs before the page).
 * On a full page load the site's JavaScript runs only after the page has shown, and the
 * browsers `unsupported-browser` turns away may not run it at all. So a guard that
 * can act without the app has a small ES5 inline script here, which the HTML parser runs
 * before the page content; client-side navigations use the registry (RouteGuards).
 * tests/unit/route-guards-first-load.test.ts holds each script to its registry twin.
 * The build's CSP step hashes these scripts like every other inline script.
 */
const SCRIPTS: Partial<Record<RouteGuardName, string>> = {
  'unsupported-browser': [
    '(function(){',
    "var w=window,p='__cw_probe__',ok=typeof w.fetch=='function'&&typeof w.IntersectionObserver=='function'",
    "&&typeof w.structuredClone=='function'&&!!(w.CSS&&w.CSS.supports&&w.CSS.supports('display','grid'));",
    'try{w.localStorage.setItem(p,p);w.localStorage.removeItem(p)}catch(e){ok=false}',
    `if(!ok&&w.location.pathname.replace(/\\/+$/,'')!=='${UNSUPPORTED_PATH}')w.location.replace('${UNSUPPORTED_PATH}/')`,
    '})();',
  ].join(''),
};

/** The inline script for a page's guards, in their order; undefined when none has one. */
export function firstLoadScript(names: readonly string[]): string | undefined {
  const scripts = names.filter(isRouteGuardName).flatMap((name) => SCRIPTS[name] ?? []);
  return scripts.length > 0 ? scripts.join('\n') : undefined;
}
