import Link from '@/components/navigation/link';
import { manualAnchor, manualsByProduct } from '@/lib/downloads/by-product';
import { formatBytes } from '@/lib/format/bytes';
import { formatDate, isoDate } from '@/lib/format/date';
import { languageName } from '@/lib/format/language';
import { DownloadStyles } from './lazy';

/** The column headings, also each cell's label where the table stacks on phones (table-stack). */
const HEADINGS = {
  document: 'Document',
  language: 'Language',
  version: 'Version',
  date: 'Date',
  pages: 'Pages',
  size: 'Size',
} as const;

/** MDX block `<ManualIndex />`: the PDF manuals of every product, with the facts to pick one. */
export function ManualIndex() {
  return (
    <div className="manual-index my-4">
      <DownloadStyles />
      {manualsByProduct().map(({ product, documents }) => (
        <section
          key={product.slug}
          id={manualAnchor(product.slug)}
          className="manual-set mb-4"
          aria-labelledby={`${manualAnchor(product.slug)}-h`}
        >
          <h3 id={`${manualAnchor(product.slug)}-h`} className="h5">
            <Link href={product.path}>{product.name}</Link>
          </h3>
          <div className="table-responsive">
            <table className="table table-sm align-middle table-stack">
              <thead>
                <tr>
                  <th scope="col">{HEADINGS.document}</th>
                  <th scope="col">{HEADINGS.language}</th>
                  <th scope="col">{HEADINGS.version}</th>
                  <th scope="col">{HEADINGS.date}</th>
                  <th scope="col">{HEADINGS.pages}</th>
                  <th scope="col">{HEADINGS.size}</th>
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={doc.url}>
                    <th scope="row" className="fw-normal">
                      <a href={doc.url} lang={doc.language} type="application/pdf">
                        {doc.title}
                      </a>{' '}
                      <span className="badge text-bg-light">PDF</span>
                    </th>
                    <td data-label={HEADINGS.language}>{languageName(doc.language)}</td>
                    <td data-label={HEADINGS.version}>{doc.version}</td>
                    <td data-label={HEADINGS.date}>
                      <time dateTime={isoDate(doc.date)}>{formatDate(doc.date)}</time>
                    </td>
                    <td data-label={HEADINGS.pages}>{doc.pages}</td>
                    <td data-label={HEADINGS.size}>{formatBytes(doc.size)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
