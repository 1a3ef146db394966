import { COLLECTIONS, SINGLETONS } from '../content-map';

/**
 * The file an editor URL shows: `/keystatic/collection/products/item/box-pro` →
 * `content/products/box-pro.mdx`, `/keystatic/singleton/header` → `content/navigation/header.yaml`.
 */
export function entryFile(editorPath: string): string | undefined {
  const parts = editorPath.split('/').map(decodeURIComponent);
  const [, root, kind, name, item, ...slug] = parts;
  if (root !== 'keystatic') return undefined;
  if (kind === 'singleton' && name && Object.hasOwn(SINGLETONS, name)) {
    return `${SINGLETONS[name as keyof typeof SINGLETONS].file}.yaml`;
  }
  if (kind === 'collection' && name && Object.hasOwn(COLLECTIONS, name) && item === 'item' && slug.length > 0) {
    const collection = COLLECTIONS[name as keyof typeof COLLECTIONS];
    return `${collection.dir.replace(/\*\*?$/, slug.join('/'))}${collection.mdx ? '.mdx' : '.yaml'}`;
  }
  return undefined;
}
