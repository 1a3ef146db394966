'use client';

import Link from '@/components/navigation/link';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import type { ProductDownloads, DownloadType } from '@/lib/downloads/by-product';
import { Select } from '@/components/ui/select';

const TYPE_LABELS: Record<DownloadType, string> = { firmware: 'Firmware', software: 'Software', manual: 'Manuals' };
const TYPES = Object.keys(TYPE_LABELS) as DownloadType[];

const subscribeNever = () => () => undefined;

function filtersFrom(search: string, products: ProductDownloads[]): { product: string; type: DownloadType | '' } {
  const params = new URLSearchParams(search);
  const product = params.get('product') ?? '';
  const type = params.get('type') ?? '';
  return {
    product: products.some((p) => p.slug === product) ? product : '',
    type: (TYPES as string[]).includes(type) ? (type as DownloadType) : '',
  };
}

/**
 * Find downloads by product and type. The server HTML lists everything (the filters
 * only narrow it), so the page is complete without JavaScript. `?product=&type=` in the
 * address preselects the filters, so product pages and e-mails can link straight in.
 */
export function DownloadFinder({ products }: { products: ProductDownloads[] }) {
  // The address preselects the filters once hydrated (the server HTML shows everything);
  // after that the visitor's own choice counts.
  const search = useSyncExternalStore(
    subscribeNever,
    () => window.location.search,
    () => '',
  );
  const [choice, setChoice] = useState<{ product: string; type: DownloadType | '' } | null>(null);
  const { product, type } = choice ?? filtersFrom(search, products);

  function update(nextProduct: string, nextType: DownloadType | '') {
    setChoice({ product: nextProduct, type: nextType });
    const params = new URLSearchParams();
    if (nextProduct) params.set('product', nextProduct);
    if (nextType) params.set('type', nextType);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }

  // A product or type picked while the scripts were still loading: hydration keeps the
  // controls as the visitor left them (the server HTML has "All"), so take that choice.
  const sectionRef = useRef<HTMLElement>(null);
  const takeEarlyChoice = useEffectEvent(() => {
    const root = sectionRef.current;
    const early = {
      product: root?.querySelector<HTMLSelectElement>('select[name="product"]')?.value ?? '',
      type: root?.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value ?? '',
    };
    const valid = filtersFrom(new URLSearchParams(early).toString(), products);
    if (valid.product || valid.type) update(valid.product, valid.type);
  });
  useEffect(() => takeEarlyChoice(), []);

  const shown = products
    .filter((p) => !product || p.slug === product)
    .map((p) => ({ ...p, items: p.items.filter((i) => !type || i.type === type) }))
    .filter((p) => p.items.length > 0);
  const count = shown.reduce((n, p) => n + p.items.length, 0);

  return (
    <section ref={sectionRef} className="download-finder my-4" aria-labelledby="download-finder">
      <h2 id="download-finder">Find downloads for your product</h2>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-5">
          <label className="form-label" htmlFor="finder-product">
            Product
          </label>
          <Select id="finder-product" name="product" value={product} onChange={(e) => update(e.target.value, type)}>
            <option value="">All products</option>
            {products.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="col-md-7">
          <legend className="form-label fs-6 mb-2">Type</legend>
          <div className="btn-group flex-wrap" role="group">
            {(['', ...TYPES] as const).map((k) => (
              <span key={k || 'all'}>
                <input
                  type="radio"
                  className="btn-check"
                  name="type"
                  value={k}
                  id={`finder-type-${k || 'all'}`}
                  checked={type === k}
                  onChange={() => update(product, k)}
                />
                <label className="btn btn-outline-primary" htmlFor={`finder-type-${k || 'all'}`}>
                  {k ? TYPE_LABELS[k] : 'All types'}
                </label>
              </span>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="small text-secondary" role="status">
        Showing {count} {count === 1 ? 'download' : 'downloads'}
      </p>
      <div className="row g-3">
        {shown.map((p) => (
          <div key={p.slug} className="col-md-6 col-xl-4">
            <div className="card h-100">
              <div className="card-body">
                <h3 className="h6 card-title">{p.name}</h3>
                <ul className="list-unstyled mb-0 small">
                  {p.items.map((item) => (
                    <li key={item.href} className="py-1" data-type={item.type}>
                      <span className="badge text-bg-light me-2">{TYPE_LABELS[item.type]}</span>
                      <Link href={item.href}>{item.title}</Link>
                      <span className="d-block text-secondary">{item.detail}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
