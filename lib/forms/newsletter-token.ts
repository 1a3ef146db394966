/**
 * Fills a newsletter link page's form with the token of the page's address (`?t=`) and
 * shows the form instead of the missing-token copy. `box` holds the form (hidden until a
 * token is found) and the copy; serialised into NEWSLETTER_TOKEN_SCRIPT, so it uses
 * nothing outside its own body.
 */
export function showTokenForm(box: HTMLElement, search: string): void {
  const token = (new URLSearchParams(search).get('t') || '').trim();
  const form = box.querySelector('form');
  const input = form && form.querySelector<HTMLInputElement>('input[name="t"]');
  if (!token || !form || !input) return;
  input.value = token;
  form.hidden = false;
  const missing = box.querySelector<HTMLElement>('[data-missing-token]');
  if (missing) missing.hidden = true;
}

/**
 * Inline script (hashed into the CSP by postbuild) placed last in the box: it runs while
 * the page is parsed, before the first paint, so the button shows from the start and no
 * first-load JavaScript is spent on it. The page's HTML never carries the token, and a
 * page reached by a client navigation (never from an e-mail, so without a token) keeps
 * the missing-token copy. React hydrates neither the input's value (it has none in the
 * markup) nor the hidden attributes, so the filled form stays as it is.
 */
export const NEWSLETTER_TOKEN_SCRIPT = `(${showTokenForm.toString()})(document.currentScript.parentElement,location.search)`;
