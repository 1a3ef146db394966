import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '../site-config';
import { ROUTE_GUARD_NAMES, isRouteGuardName } from '../route-guards/names';
import type { ContentIssue } from './issues';
import type { Content, RoutedEntry } from './types';

/** Checks that need the whole content set: unique routes, references, files, links. */
export function checkCrossReferences(content: Content, publicDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const imageExists = (src: string) => fs.existsSync(path.join(publicDir, src));
  const entries: RoutedEntry[] = [...content.pages, ...content.products, ...content.releases, ...content.stories];

  const seen = new Map<string, string>();
  for (const entry of entries) {
    const other = seen.get(entry.path);
    if (other) issues.push({ file: entry.file, field: 'slug', message: `route ${entry.path} is already used by ${other}` });
    else seen.set(entry.path, entry.file);
  }

  const productSlugs = new Set(content.products.map((p) => p.slug));
  const refProducts = (file: string, field: string, slugs: readonly string[]) =>
    slugs.forEach((slug, i) => {
      if (!productSlugs.has(slug)) issues.push({ file, field: `${field}.${i}`, message: `unknown product "${slug}"` });
    });

  for (const product of content.products) {
    refProducts(product.file, 'related', product.related);
    product.images.forEach((image, i) => {
      if (!imageExists(image.src)) issues.push({ file: product.file, field: `images.${i}.src`, message: `file public${image.src} does not exist` });
    });
  }
  for (const page of content.releases) {
    refProducts(page.file, 'products', page.products);
    page.releases.forEach((release, r) =>
      release.files.forEach((file, f) => {
        if (!file.url.startsWith(`${siteConfig.downloadsUrl}/`))
          issues.push({ file: page.file, field: `releases.${r}.files.${f}.url`, message: `must be on ${siteConfig.downloadsUrl}` });
      }),
    );
    const versions = new Set<string>();
    page.releases.forEach((release, r) => {
      if (versions.has(release.version)) issues.push({ file: page.file, field: `releases.${r}.version`, message: `version ${release.version} is listed twice` });
      versions.add(release.version);
    });
  }
  for (const story of content.stories) {
    refProducts(story.file, 'products', story.products);
    if (!imageExists(story.image)) issues.push({ file: story.file, field: 'image', message: `file public${story.image} does not exist` });
  }
  for (const page of content.pages) {
    page.middleware.forEach((name, i) => {
      if (!isRouteGuardName(name))
        issues.push({ file: page.file, field: `middleware.${i}`, message: `Unknown middleware ${name}; known: ${ROUTE_GUARD_NAMES.join(', ')}` });
    });
    if (page.image && !imageExists(page.image)) issues.push({ file: page.file, field: 'image', message: `file public${page.image} does not exist` });
  }
  content.manuals.forEach((set) => refProducts(`content/manuals/${set.product}.yml`, 'product', [set.product]));

  const routes = new Set(seen.keys());
  const navLinks: { file: string; field: string; href: string | undefined }[] = [
    ...content.navigation.header.items.flatMap((item, i) => [
      { file: 'content/navigation/header.yml', field: `items.${i}.href`, href: item.href },
      ...(item.children ?? []).map((child, c) => ({ file: 'content/navigation/header.yml', field: `items.${i}.children.${c}.href`, href: child.href })),
    ]),
    ...content.navigation.footer.columns.flatMap((column, i) =>
      column.links.map((link, l) => ({ file: 'content/navigation/footer.yml', field: `columns.${i}.links.${l}.href`, href: link.href })),
    ),
    ...content.navigation.footer.legal.map((link, l) => ({ file: 'content/navigation/footer.yml', field: `legal.${l}.href`, href: link.href })),
    ...content.navigation.bottom.items.map((link, l) => ({ file: 'content/navigation/bottom.yml', field: `items.${l}.href`, href: link.href })),
  ];
  for (const { file, field, href } of navLinks) {
    if (!href?.startsWith('/')) continue;
    const target = href.split(/[?#]/)[0]!.replace(/(.)\/$/, '$1');
    if (!routes.has(target)) issues.push({ file, field, message: `links to ${target}, which is not a page` });
  }
  return issues;
}
