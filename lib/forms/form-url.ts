/**
 * Where a form is sent: `${endpoint}/${path}`. The live form POSTs JSON there
 * (lib/forms/submit.ts); the server markup names it as the form's action, so a browser
 * without the site's JavaScript posts the fields there itself instead of putting them in
 * the page URL. No endpoint (forms offer e-mail instead): undefined.
 */
export const formUrl = (endpoint: string, path: string): string | undefined =>
  endpoint ? `${endpoint}/${path}` : undefined;
