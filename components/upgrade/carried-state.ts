/**
 * What server markup holds when its live component takes over (MarkupUpgrade):
 * the values the visitor changed and the focused field with its caret. Loaded with the
 * live component, not with the page: nothing needs it before the visitor turns to a form.
 */

/** Field values the visitor changed in the server markup, by field name. */
export type CarriedValues = Record<string, string | boolean>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (el: Element): el is Control =>
  el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;

/** What differs from the markup's defaults: only what the visitor actually changed. */
export function changedValues(root: ParentNode): CarriedValues {
  const values: CarriedValues = {};
  for (const el of Array.from(root.querySelectorAll('input, select, textarea'))) {
    if (!isControl(el) || !el.name) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      if (el.checked !== el.defaultChecked) values[el.name] = el.type === 'checkbox' ? el.checked : el.value;
    } else if (el instanceof HTMLSelectElement) {
      const initial = Array.from(el.options).find((o) => o.defaultSelected) ?? el.options[0];
      if (el.value !== (initial?.value ?? '')) values[el.name] = el.value;
    } else if (el.value !== el.defaultValue) values[el.name] = el.value;
  }
  return values;
}

/**
 * The field or link focused inside `box` now, with its caret, and a function that focuses
 * the same one again in the markup that replaced it (a field by its id, a link by its
 * href: the first one in `box` reachable by Tab) and puts the caret back.
 */
export function captureFocus(box: HTMLElement): () => void {
  const active = document.activeElement;
  if (!active || !box.contains(active)) return () => {};
  const { id } = active;
  const href = active instanceof HTMLAnchorElement ? active.getAttribute('href') : null;
  if (!id && href === null) return () => {};
  let start: number | null = null;
  let end: number | null = null;
  try {
    // selectionStart throws on input types without a caret (email, number).
    if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)
      ({ selectionStart: start, selectionEnd: end } = active);
  } catch {
    // No caret to keep.
  }
  return () => {
    const el = id
      ? document.getElementById(id)
      : [...box.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href ?? '')}"]`)].find(
          (link) => link.tabIndex >= 0,
        );
    if (!el) return;
    el.focus({ preventScroll: true });
    if (start !== null && (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) {
      try {
        el.setSelectionRange(start, end ?? start);
      } catch {
        // Same as above: some input types have no caret.
      }
    }
  };
}

/** How long a press that ended without a click (dragged away) holds the swap back. */
const PRESS_WITHOUT_CLICK_MS = 300;

/**
 * Runs `swap` once the press under way has ended, after the click it makes and that
 * click's default action (a radio checked through its label), so the click counts in
 * the markup and is carried over; replaced in between, its target would be gone and the
 * click lost.
 */
export function afterPress(swap: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.removeEventListener('click', finish);
    window.removeEventListener('pointercancel', finish);
    window.removeEventListener('pointerup', released);
    setTimeout(swap, 0);
  };
  const released = () => setTimeout(finish, PRESS_WITHOUT_CLICK_MS);
  window.addEventListener('click', finish);
  window.addEventListener('pointercancel', finish);
  window.addEventListener('pointerup', released);
}
