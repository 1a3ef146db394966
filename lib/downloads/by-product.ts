import { getDownloadsForProduct, getManualSets, getProducts } from '../content';
import { formatDate } from '../format/date';
import { languageName } from '../format/language';
import { ROUTES } from '../routes';

export type DownloadType = 'firmware' | 'software' | 'manual';

interface DownloadItem {
  type: DownloadType;
  title: string;
  href: string;
  detail: string;
}

export interface ProductDownloads {
  slug: string;
  name: string;
  items: DownloadItem[];
}

export const manualAnchor = (product: string) => `manuals-${product}`;

/**
 * Everything downloadable, per product: the data of the download centre's finder. Built
 * on the server from content and passed to the client island as plain objects.
 */
export function downloadsByProduct(): ProductDownloads[] {
  return getProducts()
    .map((product) => {
      const { firmware, software, manuals } = getDownloadsForProduct(product.slug);
      const releaseItem = (type: 'firmware' | 'software') => (page: (typeof firmware)[number]) => {
        const latest = page.releases[0];
        return {
          type,
          title: page.title,
          href: page.path,
          detail: latest ? `Version ${latest.version}, ${formatDate(latest.date)}` : '',
        };
      };
      const languages = [...new Set(manuals.map((m) => languageName(m.language)))];
      const items: DownloadItem[] = [
        ...firmware.map(releaseItem('firmware')),
        ...software.map(releaseItem('software')),
        ...(manuals.length > 0
          ? [
              {
                type: 'manual' as const,
                title: `${product.name} manuals`,
                href: `${ROUTES.manuals}#${manualAnchor(product.slug)}`,
                detail: `${manuals.length} PDF ${manuals.length === 1 ? 'document' : 'documents'} in ${languages.join(', ')}`,
              },
            ]
          : []),
      ];
      return { slug: product.slug, name: product.name, items };
    })
    .filter((p) => p.items.length > 0);
}

/** Products that have manuals, in product order, with their documents. */
export function manualsByProduct() {
  const sets = getManualSets();
  return getProducts()
    .map((product) => ({ product, documents: sets.find((s) => s.product === product.slug)?.documents ?? [] }))
    .filter((entry) => entry.documents.length > 0);
}
