/**
 * The page templates the bench measures: one real route each, picked from content so the
 * bench keeps working as products and releases change.
 */
import { getPage, getProducts, getReleasePages } from '@/lib/content';
import { expandProductToken } from '@/lib/site-config';

export type Template = { name: string; route: string };

const withSlash = (route: string) => (route === '/' ? '/' : `${route}/`);

export function benchTemplates(): Template[] {
  const product = getProducts().find((p) => p.slug === 'box-pro') ?? getProducts()[0];
  const firmware = getReleasePages('firmware')[0];
  const software = getReleasePages('software')[0];
  const comparison = expandProductToken('/{product}-products-comparison');
  const pick: Array<[string, string | undefined]> = [
    ['home', '/'],
    ['products', '/products'],
    ['product', product?.path],
    ['comparison', getPage(comparison) ? comparison : undefined],
    ['firmware', firmware?.path],
    ['software', software?.path],
    ['download centre', '/help/download'],
    ['cart', '/cart'],
    ['form', '/help/contact'],
  ];
  return pick
    .filter((t): t is [string, string] => t[1] !== undefined)
    .map(([name, route]) => ({ name, route: withSlash(route) }));
}
