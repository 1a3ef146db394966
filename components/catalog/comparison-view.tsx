'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import './comparison.scss';

/**
 * The comparison controls' script enhancement. The checkboxes are server HTML and the CSS
 * acts on them (comparison.scss), so they work before and without this. Its code
 * (comparison-url-sync.ts: the state in the URL, the last ticked product staying ticked,
 * the spoken count in `children`) loads at once when the address holds a state or the
 * visitor used the boxes while the scripts loaded, else at the first change.
 */
export function ComparisonUrlState({ slugs, children }: { slugs: string[]; children: ReactNode }) {
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const p = status.current;
    const root = p?.closest<HTMLElement>('.comparison');
    if (!p || !root) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const start = () => {
      root.removeEventListener('change', start);
      import('./comparison-url-sync').then(
        ({ syncComparisonUrl }) => {
          if (!stopped) stop = syncComparisonUrl(root, p, slugs);
        },
        // A failed chunk: the CSS still applies the boxes; the next change tries again.
        () => root.addEventListener('change', start),
      );
    };
    const params = new URLSearchParams(window.location.search);
    const used = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].some(
      (box) => box.checked !== box.defaultChecked,
    );
    if (params.has('products') || params.has('diff') || used) start();
    else root.addEventListener('change', start);
    return () => {
      stopped = true;
      root.removeEventListener('change', start);
      stop?.();
    };
  }, [slugs]);

  return (
    <p ref={status} className="visually-hidden" role="status" aria-live="polite">
      {children}
    </p>
  );
}
