/**
 * The site's only ways to leave a page by script: a full load, never a client navigation
 * (chunk recovery, and the "Load the page again" buttons). One object, so tests can watch
 * it (vi.spyOn) where the browser's own Location cannot be replaced.
 */
export const fullPageLoad = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};
