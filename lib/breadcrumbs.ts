import { absoluteUrl } from './site-config';

export interface Crumb {
  label: string;
  path: string;
}

/**
 * The trail for `path` follows the route hierarchy: every ancestor path that is a page
 * appears, labelled by `titleOf`; ancestors with no page are skipped.
 */
export function buildTrail(path: string, titleOf: (path: string) => string | undefined, homeLabel: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const trail: Crumb[] = [{ label: homeLabel, path: '/' }];
  segments.forEach((_, i) => {
    const ancestor = `/${segments.slice(0, i + 1).join('/')}`;
    const label = titleOf(ancestor);
    if (label) trail.push({ label, path: ancestor });
  });
  return trail;
}

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path === '/' ? '/' : `${crumb.path}/`),
    })),
  };
}
