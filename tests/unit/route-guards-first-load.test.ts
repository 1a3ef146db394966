import { describe, expect, it, vi } from 'vitest';
import { firstLoadScript } from '@/lib/route-guards/first-load';
import { browserSupport, runRouteGuards, UNSUPPORTED_PATH } from '@/lib/route-guards/registry';

type Feature = 'fetch' | 'IntersectionObserver' | 'structuredClone' | 'grid' | 'localStorage';
const FEATURES: Feature[] = ['fetch', 'IntersectionObserver', 'structuredClone', 'grid', 'localStorage'];

/** A browser window with `missing` features absent, at `pathname`. */
function fakeWindow(missing: Feature[], pathname: string) {
  const has = (f: Feature) => !missing.includes(f);
  const store = new Map<string, string>();
  return {
    fetch: has('fetch') ? () => undefined : undefined,
    IntersectionObserver: has('IntersectionObserver') ? function IntersectionObserver() {} : undefined,
    structuredClone: has('structuredClone') ? (v: unknown) => v : undefined,
    CSS: { supports: (prop: string, value: string) => has('grid') && prop === 'display' && value === 'grid' },
    get localStorage() {
      if (!has('localStorage')) throw new DOMException('blocked', 'SecurityError');
      return { setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) };
    },
    location: { pathname, replace: vi.fn() },
  };
}

/** Runs the inline script against a fake window, as the HTML parser would. */
function runScript(win: ReturnType<typeof fakeWindow>) {
  new Function('window', firstLoadScript(['unsupported-browser'])!)(win);
  return win.location.replace.mock.calls[0]?.[0] as string | undefined;
}

describe('first-load route guard script', () => {
  it('only pages with a guard that has one get a script', () => {
    expect(firstLoadScript([])).toBeUndefined();
    expect(firstLoadScript(['unsupported-browser'])).toMatch(/^\(function\(\)\{/);
  });

  it('is plain ES5, so the old browsers it turns away can run it', () => {
    const script = firstLoadScript(['unsupported-browser'])!;
    expect(script).not.toMatch(/=>|\blet\b|\bconst\b|\?\.|`/);
  });

  const cases: Feature[][] = [[], ...FEATURES.map((f) => [f]), ['fetch', 'grid']];
  it.each(cases.map((missing) => [missing.join(', ') || 'nothing', missing] as const))(
    'agrees with the registry when %s is missing',
    (_label, missing) => {
      const page = '/cart';
      const win = fakeWindow(missing, `${page}/`);
      const expected = runRouteGuards(['unsupported-browser'], { path: page, window: win as unknown as Window });
      expect(browserSupport(win as unknown as Window).length > 0).toBe(missing.length > 0);
      const target = runScript(win);
      expect(target?.replace(/\/$/, '')).toBe(expected);
    },
  );

  it('never redirects the explanation page to itself', () => {
    expect(runScript(fakeWindow(['fetch'], `${UNSUPPORTED_PATH}/`))).toBeUndefined();
  });
});
