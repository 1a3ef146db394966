import path from 'node:path';
import { listPages } from '../../scripts/export-pages';

/**
 * Every page route in the built export (out/), so checks cover pages other issues add
 * without a list to keep. The 404 variants are left out: they answer 404 by design.
 */
export function exportRoutes(): string[] {
  return listPages(path.join(process.cwd(), 'out'))
    .map((page) => page.route)
    .filter((route) => !/^\/(404|_not-found)(\/|\.html)/.test(route));
}

/** A few pages, one per template, for the slower interactive checks. */
export const TEMPLATE_ROUTES = ['/', '/products/', '/box-pro/', '/help/download/', '/help/contact/', '/cart/'];
