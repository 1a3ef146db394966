import { ERROR_MESSAGES, ERROR_STATUS } from '../constants';
import { StatusError } from '../errors';
import { isMiddlewareName, type MiddlewareName } from './names';

/**
 * Client route middlewares (spec §2: middleware runs before the page shows). Each gets
 * what it needs from the browser and returns a path to redirect to, or nothing. Redirects
 * are silent (router.replace, no error, no history entry).
 */
export interface MiddlewareContext {
  path: string;
  window: Window;
}
export type Middleware = (context: MiddlewareContext) => string | undefined;

export const UNSUPPORTED_PATH = '/unsupported-content';

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

const middlewares: Record<MiddlewareName, Middleware> = {
  'unsupported-browser': ({ window: browser, path }) =>
    path !== UNSUPPORTED_PATH && browserSupport(browser).length > 0 ? UNSUPPORTED_PATH : undefined,
};

/** The middlewares of a page in order; an unknown name is the spec's 500 error. */
export function resolveMiddlewares(names: readonly string[]): Middleware[] {
  return names.map((name) => {
    if (!isMiddlewareName(name))
      throw new StatusError(ERROR_MESSAGES.unknownMiddleware(name), ERROR_STATUS.unknownMiddleware);
    return middlewares[name];
  });
}

/** Runs the middlewares until one redirects; returns the redirect target, if any. */
export function runMiddlewares(names: readonly string[], context: MiddlewareContext): string | undefined {
  for (const middleware of resolveMiddlewares(names)) {
    const target = middleware(context);
    if (target) return target;
  }
  return undefined;
}
