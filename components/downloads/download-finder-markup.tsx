import Link from '@/components/navigation/link';
import type { ProductDownloads, DownloadType } from '@/lib/downloads/by-product';
import { Select } from '@/components/ui/select';

const TYPE_LABELS: Record<DownloadType, string> = { firmware: 'Firmware', software: 'Software', manual: 'Manuals' };
const TYPES = Object.keys(TYPE_LABELS) as DownloadType[];

export type FinderFilters = { product: string; type: DownloadType | '' };

/** The filters that `search` (`?product=&type=`) names, each dropped when it is not one of the choices. */
export function filtersFrom(search: string, products: ProductDownloads[]): FinderFilters {
  const params = new URLSearchParams(search);
  const product = params.get('product') ?? '';
  const type = params.get('type') ?? '';
  return {
    product: products.some((p) => p.slug === product) ? product : '',
    type: (TYPES as string[]).includes(type) ? (type as DownloadType) : '',
  };
}

/**
 * The download finder's markup, without hooks: rendered by the server with every
 * download listed and the filters at "All" (the stand-in until DownloadFinder loads, see
 * MarkupUpgrade), and by DownloadFinder with the chosen `filters` and `onChange`.
 */
export function DownloadFinderMarkup({
  products,
  filters,
  onChange,
}: {
  products: ProductDownloads[];
  filters?: FinderFilters;
  onChange?: (next: FinderFilters) => void;
}) {
  const { product, type } = filters ?? { product: '', type: '' };
  const shown = products
    .filter((p) => !product || p.slug === product)
    .map((p) => ({ ...p, items: p.items.filter((i) => !type || i.type === type) }))
    .filter((p) => p.items.length > 0);
  const count = shown.reduce((n, p) => n + p.items.length, 0);

  return (
    <section className="download-finder my-4" aria-labelledby="download-finder">
      <h2 id="download-finder">Find downloads for your product</h2>
      <div className="row g-3 align-items-end mb-3">
        <div className="col-md-5">
          <label className="form-label" htmlFor="finder-product">
            Product
          </label>
          <Select
            id="finder-product"
            name="product"
            {...(onChange
              ? { value: product, onChange: (e) => onChange({ product: e.target.value, type }) }
              : { defaultValue: product })}
          >
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
                  {...(onChange
                    ? { checked: type === k, onChange: () => onChange({ product, type: k }) }
                    : { defaultChecked: type === k })}
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
