import { parseSelection } from '@/lib/catalog/comparison-selection';
import { compareEn } from '@/lib/i18n/compare.en';

/** `?products=a,b&diff=1` for the boxes' state; all products and no diff leave the URL bare. */
function searchFor(boxes: HTMLInputElement[], diff: boolean): string {
  const next = new URLSearchParams();
  const selected = boxes.filter((b) => b.checked).map((b) => b.value);
  if (selected.length < boxes.length) next.set('products', selected.join(','));
  if (diff) next.set('diff', '1');
  const search = next.toString().replace(/%2C/g, ',');
  return search ? `?${search}` : '';
}

/**
 * Keeps a comparison's controls and the address in step: the state in the URL is read
 * once (unless the visitor already used the boxes) and kept up to date, so a shared link
 * shows the same table; the last ticked product stays ticked; `status` says how many are
 * compared. Returns a function that stops.
 */
export function syncComparisonUrl(root: HTMLElement, status: HTMLElement, slugs: string[]): () => void {
  const diff = root.querySelector<HTMLInputElement>('.compare-diff');
  if (!diff) return () => {};
  const t = compareEn;
  const boxes = [...root.querySelectorAll<HTMLInputElement>('.chooser-input')];
  const touched = diff.checked !== diff.defaultChecked || boxes.some((b) => b.checked !== b.defaultChecked);
  if (!touched) {
    const params = new URLSearchParams(window.location.search);
    const selected = parseSelection(params.get('products'), slugs);
    boxes.forEach((box) => (box.checked = selected.includes(box.value)));
    diff.checked = params.get('diff') === '1';
  }
  const sync = () => {
    const checked = boxes.filter((b) => b.checked);
    for (const box of boxes) {
      const last = box.checked && checked.length === 1;
      box.disabled = last;
      box.title = last ? t.keepOne : '';
    }
    status.textContent = t.comparing(checked.length);
    const search = searchFor(boxes, diff.checked);
    if (search !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
    }
  };
  sync();
  root.addEventListener('change', sync);
  return () => root.removeEventListener('change', sync);
}
