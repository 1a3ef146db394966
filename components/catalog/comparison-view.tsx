'use client';

import { useEffect, useRef, useState } from 'react';
import { parseSelection } from '@/lib/catalog/comparison';
import { compareEn } from '@/lib/i18n/catalog.en';
import { ComparisonGrid } from './comparison-grid';
import './comparison.scss';

export { ComparisonGrid };

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
 * The comparison controls' script enhancement. The checkboxes are server HTML and the CSS
 * acts on them (comparison.scss), so they work before and without this. It adds:
 * the state in the URL, read once on arrival and kept up to date (a shared link shows the
 * same table); the last ticked product staying ticked; and a spoken count. It reads the
 * boxes the visitor may already have used while scripts loaded, so nothing they did is lost.
 */
export function ComparisonUrlState({ slugs }: { slugs: string[] }) {
  const status = useRef<HTMLParagraphElement>(null);
  const [count, setCount] = useState(slugs.length);
  const t = compareEn;

  useEffect(() => {
    const root = status.current?.closest<HTMLElement>('.comparison');
    const diff = root?.querySelector<HTMLInputElement>('.compare-diff');
    if (!root || !diff) return;
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
      setCount(checked.length);
      const search = searchFor(boxes, diff.checked);
      if (search !== window.location.search) {
        window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
      }
    };
    sync();
    root.addEventListener('change', sync);
    return () => root.removeEventListener('change', sync);
  }, [slugs, t]);

  return (
    <p ref={status} className="visually-hidden" role="status" aria-live="polite">
      {t.comparing(count)}
    </p>
  );
}
