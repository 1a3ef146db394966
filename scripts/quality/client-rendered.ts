/**
 * Server HTML that the browser throws away. A component that reads what a static export
 * cannot know (useSearchParams) makes React render its Suspense boundary in the browser
 * only: the HTML marks it `<!--$!-->` and whatever fallback it holds is replaced, not
 * hydrated, costing a second render of that content and its layout on every load. Such a
 * boundary must hold nothing; the content around it is server HTML that React hydrates.
 */
const CLIENT_RENDERED = /<!--\$!--><template[^>]*><\/template>/g;

/** The start of the content each client-rendered boundary would replace (empty: none). */
export function replacedFallbacks(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(CLIENT_RENDERED)) {
    const after = html.slice(m.index + m[0].length);
    if (!after.startsWith('<!--/$-->')) found.push(after.slice(0, 120));
  }
  return found;
}
