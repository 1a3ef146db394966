import Link from '@/components/navigation/link';
import { getDownloadsForProduct } from '@/lib/content';
import { formatBytes } from '@/lib/format/bytes';
import { messages } from '@/lib/i18n';

/** The product's firmware and software pages and its PDF manuals. */
export function ProductDownloads({ slug }: { slug: string }) {
  const { firmware, software, manuals } = getDownloadsForProduct(slug);
  if (firmware.length + software.length + manuals.length === 0) return null;
  const latest = (releases: { version: string }[]) => releases[0]?.version;
  return (
    <section className="product-downloads mt-4" aria-labelledby="product-downloads">
      <h2 id="product-downloads" className="h4">
        {messages.products.downloads}
      </h2>
      <ul className="list-group">
        {[
          ...firmware.map((p) => ({ p, kind: messages.products.firmware })),
          ...software.map((p) => ({ p, kind: messages.products.software })),
        ].map(({ p, kind }) => (
          <li key={p.path} className="list-group-item d-flex justify-content-between gap-2">
            <Link href={p.path}>{p.title}</Link>
            <span className="small text-secondary text-nowrap">
              {kind}
              {latest(p.releases) ? ` ${latest(p.releases)}` : ''}
            </span>
          </li>
        ))}
        {manuals.map((doc) => (
          <li key={doc.url} className="list-group-item d-flex justify-content-between gap-2">
            <a href={doc.url}>{doc.title}</a>
            <span className="small text-secondary text-nowrap">
              {messages.products.manuals} · PDF {formatBytes(doc.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
