import type { Context } from 'hono';
import { escapeXml } from '@/lib/downloads/atom';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { hasType } from './request-guards';

/**
 * A form posted by the browser itself: the site's forms send JSON from their script, so
 * a plain form post comes from a browser with JavaScript off (the form's markup names this
 * route as its action). It gets a page, not a JSON problem.
 */
export const isPlainFormPost = (c: Context) =>
  hasType(c, 'application/x-www-form-urlencoded') || hasType(c, 'multipart/form-data');

/**
 * 415 as a small page of its own, plain HTML with nothing to load (a proxy's CSP may allow
 * nothing): nothing was sent, Back keeps what was typed, and the address to write to instead.
 */
export function noScriptPage(c: Context, form: FormId): Response {
  const to = escapeXml(FORMS[form].mailTo);
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nothing was sent</title>
<body>
<h1>Nothing was sent</h1>
<p>This form is sent with JavaScript, which is off in this browser, so we did not receive it.</p>
<p>Go back to the form: what you typed is still there. Turn JavaScript on and send it again, or write to us at <a href="mailto:${to}">${to}</a>.</p>
</body>
</html>
`;
  return c.html(html, 415, { 'Cache-Control': 'no-store' });
}
