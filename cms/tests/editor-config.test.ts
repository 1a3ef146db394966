import { expect, test } from 'vitest';
import { BLOCK_SCHEMAS, blockMeta, MDX_BLOCK_NAMES } from '../../lib/content/schemas/blocks';
import { collectionSpecs, COLLECTIONS, SINGLETONS } from '../content-map';
import { describeShape } from '../schema/describe';

/**
 * The generated editor, as data: every collection's fields with their rules, every
 * block's kind and props. A change to a schema in lib/content changes this file; the
 * test fails until the snapshot is updated (`npx vitest run -c cms/vitest.config.ts -u`)
 * and the change is reviewed with the schema change.
 */
test('the generated editor config matches the committed snapshot', async () => {
  const config = {
    collections: Object.fromEntries(
      Object.entries(COLLECTIONS).map(([name, c]) => [
        name,
        { path: c.dir, mdx: c.mdx, slugField: c.slugField, fields: collectionSpecs(c) },
      ]),
    ),
    singletons: Object.fromEntries(
      Object.entries(SINGLETONS).map(([name, s]) => [
        name,
        { path: `${s.file}.yaml`, fields: describeShape(s.schema) },
      ]),
    ),
    blocks: Object.fromEntries(
      MDX_BLOCK_NAMES.map((name) => {
        const meta = blockMeta(BLOCK_SCHEMAS[name]);
        return [name, { ...meta, props: describeShape(BLOCK_SCHEMAS[name]) }];
      }),
    ),
  };
  await expect(`${JSON.stringify(config, null, 2)}\n`).toMatchFileSnapshot('../editor-config.snapshot.json');
});
