'use client';

/**
 * Shows the loading bar's failed state, for code in every page's first load (the route
 * error page, the chunk recovery) that must not bring the bar's code into it. A bar is
 * visible only once a navigation or a form has started it, which loads its module; so
 * when that module is loaded, the import resolves from it at once, and when it is not,
 * there is no bar to mark and nothing is lost if it cannot load (a deploy replaced it).
 */
export function failLoadingBar(): void {
  import('./loading-bar').then(
    ({ loadingBar }) => loadingBar.fail(),
    () => undefined,
  );
}
