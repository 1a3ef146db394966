'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { parseSelection, type ComparisonColumn, type ComparisonGroup } from '@/lib/catalog/comparison';
import { compareEn } from '@/lib/i18n/catalog.en';
import { ComparisonGrid } from './comparison-grid';

export { ComparisonGrid };

/** Product choice and the differences toggle, kept in the URL (`?products=a,b&diff=1`). */
export function ComparisonView({
  columns,
  groups,
  cartHref,
}: {
  columns: ComparisonColumn[];
  groups: ComparisonGroup[];
  cartHref: string;
}) {
  const params = useSearchParams();
  const pathname = usePathname();
  const slugs = columns.map((c) => c.slug);
  const selected = parseSelection(params.get('products'), slugs);
  const differencesOnly = params.get('diff') === '1';
  const t = compareEn;

  const update = (nextSelected: string[], nextDiff: boolean) => {
    const next = new URLSearchParams();
    if (nextSelected.length < slugs.length) next.set('products', nextSelected.join(','));
    if (nextDiff) next.set('diff', '1');
    const search = next.toString();
    // Native replaceState syncs useSearchParams without a round trip to the server payload.
    window.history.replaceState(null, '', `${pathname}${search ? `?${search.replace(/%2C/g, ',')}` : ''}`);
  };
  const toggle = (slug: string) =>
    update(
      selected.includes(slug)
        ? selected.filter((s) => s !== slug)
        : slugs.filter((s) => s === slug || selected.includes(s)),
      differencesOnly,
    );

  return (
    <div className="comparison">
      <fieldset className="comparison-chooser mb-3">
        <legend className="fs-6 fw-semibold">{t.choose}</legend>
        <div className="d-flex flex-wrap gap-2">
          {columns.map((column) => {
            const checked = selected.includes(column.slug);
            const last = checked && selected.length === 1;
            return (
              <label
                key={column.slug}
                className={`chooser-chip ${checked ? 'is-checked' : ''}`}
                title={last ? t.keepOne : undefined}
              >
                <input
                  type="checkbox"
                  className="form-check-input me-2"
                  checked={checked}
                  disabled={last}
                  onChange={() => toggle(column.slug)}
                />
                {column.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="form-check form-switch mb-3">
        <input
          id="compare-diff"
          type="checkbox"
          role="switch"
          className="form-check-input"
          checked={differencesOnly}
          onChange={(e) => update(selected, e.target.checked)}
        />
        <label htmlFor="compare-diff" className="form-check-label fw-semibold">
          {t.differencesOnly}
        </label>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {t.comparing(selected.length)}
      </p>
      <ComparisonGrid
        columns={columns.filter((c) => selected.includes(c.slug))}
        groups={groups}
        differencesOnly={differencesOnly}
        cartHref={cartHref}
      />
    </div>
  );
}
