import { z } from 'zod';

/**
 * What may stand between a block's opening and closing tag: `required` copy (Markdown),
 * `optional` copy, or `none` (the block is written self-closing, `<ContactCard />`).
 */
type BlockChildren = 'required' | 'optional' | 'none';

interface BlockMeta {
  /** What the block shows, in a marketer's words (content/README.md has examples). */
  description: string;
  children: BlockChildren;
  /** Draws element ids of its own (from data), so `/page#id` links into the page are not checked. */
  drawsIds?: boolean;
  /** Written inside a paragraph, on one line (`<Lead>…</Lead>`); the editor treats it as marked text. */
  inline?: boolean;
}

/**
 * One MDX block's props: a strict zod object (an unknown or misspelt prop is an error),
 * with the block's description and what it takes between its tags in `.meta()`. The
 * content check validates every use of the block with it, and an editor can build the
 * block's form from it (`blockMeta` reads the meta back).
 */
export const defineBlock = <S extends z.ZodObject>(props: S, meta: BlockMeta): S => props.meta({ ...meta });

export function blockMeta(schema: z.ZodType): BlockMeta {
  const meta = schema.meta() as Partial<BlockMeta> | undefined;
  return {
    description: meta?.description ?? '',
    children: meta?.children ?? 'none',
    drawsIds: meta?.drawsIds === true,
    inline: meta?.inline === true,
  };
}

/** `headingLevel={2}` when the block comes straight after the page's h1 (heading order). */
export const headingLevelSchema = z
  .literal([2, 3])
  .describe('2 when the block follows the h1 directly, else 3 (the default)');

export const columnsSchema = z.literal([2, 3, 4]).describe('How many columns on wide screens');

/** Short text props such as titles and labels: present and not empty. */
export const text = (description?: string) => {
  const schema = z.string().min(1);
  return description ? schema.describe(description) : schema;
};
