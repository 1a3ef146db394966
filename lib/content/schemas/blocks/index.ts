import type { z } from 'zod';
import { dataBlocks } from './data';
import { layoutBlocks } from './layout';
import { mediaBlocks } from './media';

export { blockMeta } from './define';

/**
 * Every block MDX content may use, by tag name, with its props schema. The single source
 * of the block names: the MDX component map (components/mdx) is typed against it, so a
 * block cannot be added to one and not the other, and each component must accept the
 * props its schema allows. `npm run content:check` validates every use of every block.
 */
export const BLOCK_SCHEMAS = { ...layoutBlocks, ...mediaBlocks, ...dataBlocks };

export type MdxBlockName = keyof typeof BLOCK_SCHEMAS;

/** The props a block receives from MDX (as written, before defaults). */
export type BlockProps<K extends MdxBlockName> = z.input<(typeof BLOCK_SCHEMAS)[K]>;

export const MDX_BLOCK_NAMES = Object.keys(BLOCK_SCHEMAS) as MdxBlockName[];

export const isBlockName = (name: string): name is MdxBlockName => Object.hasOwn(BLOCK_SCHEMAS, name);
