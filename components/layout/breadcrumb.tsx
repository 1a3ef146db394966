import Link from '@/components/navigation/link';
import { entryTitle, getEntryByPath } from '@/lib/content';
import { breadcrumbJsonLd, buildTrail, type Crumb } from '@/lib/breadcrumbs';
import { messages } from '@/lib/i18n';
import { JsonLd } from '@/components/seo/json-ld';
import { prefetchOnIntent } from '@/lib/navigation/prefetch-policy';

function titleOf(path: string): string | undefined {
  const entry = getEntryByPath(path);
  return entry ? entryTitle(entry) : undefined;
}

/**
 * Breadcrumb trail from the route hierarchy, with BreadcrumbList structured data.
 * `parents` adds logical parents a flat route lacks (a product at /box-pro sits under /products);
 * `title` labels a page the app makes rather than content (a category page).
 */
export function Breadcrumb({ path, parents = [], title }: { path: string; parents?: Crumb[]; title?: string }) {
  const label = (p: string) => (p === path && title ? title : titleOf(p));
  const [home, ...rest] = buildTrail(path, label, messages.nav.home);
  const trail = [home!, ...parents, ...rest];
  return (
    <nav className="breadcrumb-bar" aria-label={messages.nav.breadcrumb} {...prefetchOnIntent}>
      <div className="container">
        <ol className="breadcrumb">
          {trail.map((crumb, i) =>
            i === trail.length - 1 ? (
              <li key={crumb.path} className="breadcrumb-item active" aria-current="page">
                {crumb.label}
              </li>
            ) : (
              <li key={crumb.path} className="breadcrumb-item">
                <Link href={crumb.path}>{crumb.label}</Link>
              </li>
            ),
          )}
        </ol>
      </div>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </nav>
  );
}
