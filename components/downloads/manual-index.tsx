import Link from '@/components/navigation/link';
import { manualAnchor, manualsByProduct } from '@/lib/downloads/by-product';
import { formatBytes } from '@/lib/format/bytes';
import { formatDate, isoDate } from '@/lib/format/date';
import { languageName } from '@/lib/format/language';
import { DownloadStyles } from './lazy';

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
                  <th scope="col">Document</th>
                  <th scope="col">Language</th>
                  <th scope="col">Version</th>
                  <th scope="col">Date</th>
                  <th scope="col">Pages</th>
                  <th scope="col">Size</th>
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
                    <td data-label="Language">{languageName(doc.language)}</td>
                    <td data-label="Version">{doc.version}</td>
                    <td data-label="Date">
                      <time dateTime={isoDate(doc.date)}>{formatDate(doc.date)}</time>
                    </td>
                    <td data-label="Pages">{doc.pages}</td>
                    <td data-label="Size">{formatBytes(doc.size)}</td>
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
