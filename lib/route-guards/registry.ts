import { ERROR_MESSAGES, ERROR_STATUS } from '../constants';
import { StatusError } from '../errors';
import { isRouteGuardName, type RouteGuardName } from './names';
import { ROUTES } from '../routes';

/**
 * Client route guards, the specification's "middleware" (it runs before the page shows).
 * Each gets what it needs from the browser and returns a path to redirect to, or nothing.
 * Redirects are silent (router.replace, no error, no history entry).
 */
export interface RouteGuardContext {
  path: string;
  window: Window;
}
export type RouteGuard = (context: RouteGuardContext) => string | undefined;

export const UNSUPPORTED_PATH = ROUTES.unsupported;

/** What the cart, forms and checkout rely on; a browser without them gets the explanation page. */
export function browserSupport(browser: Window): string[] {
  const win = browser as Window & {
    IntersectionObserver?: unknown;
    CSS?: { supports?: (p: string, v: string) => boolean };
  };
  const missing: string[] = [];
  if (typeof win.fetch !== 'function') missing.push('fetch');
  if (typeof win.IntersectionObserver !== 'function') missing.push('IntersectionObserver');
  if (typeof win.structuredClone !== 'function') missing.push('structuredClone');
  if (!win.CSS?.supports?.('display', 'grid')) missing.push('CSS grid');
  try {
    const probe = '__cw_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
  } catch {
    missing.push('localStorage');
  }
  return missing;
}

const guards: Record<RouteGuardName, RouteGuard> = {
  'unsupported-browser': ({ window: browser, path }) =>
    path !== UNSUPPORTED_PATH && browserSupport(browser).length > 0 ? UNSUPPORTED_PATH : undefined,
};

/** The guards of a page in order; an unknown name is the spec's 500 error ("Unknown middleware {name}"). */
export function resolveRouteGuards(names: readonly string[]): RouteGuard[] {
  return names.map((name) => {
    if (!isRouteGuardName(name))
      throw new StatusError(ERROR_MESSAGES.unknownMiddleware(name), ERROR_STATUS.unknownMiddleware);
    return guards[name];
  });
}

/** Runs the guards until one redirects; returns the redirect target, if any. */
export function runRouteGuards(names: readonly string[], context: RouteGuardContext): string | undefined {
  for (const guard of resolveRouteGuards(names)) {
    const target = guard(context);
    if (target) return target;
  }
  return undefined;
}
