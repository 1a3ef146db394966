import { expect, test } from 'vitest';
import { entryFile } from '../site-check/entry-file';

test('an editor address names the file the site check reports on', () => {
  expect(entryFile('/keystatic/collection/products/item/box-pro')).toBe('content/products/box-pro.mdx');
  expect(entryFile('/keystatic/collection/pages/item/help%2Fdownload%2Findex')).toBe(
    'content/pages/help/download/index.mdx',
  );
  expect(entryFile('/keystatic/collection/faqs/item/shipping')).toBe('content/faqs/shipping.yaml');
  expect(entryFile('/keystatic/singleton/header')).toBe('content/navigation/header.yaml');
  expect(entryFile('/keystatic/collection/products')).toBeUndefined();
  expect(entryFile('/keystatic/singleton/nothing')).toBeUndefined();
});
