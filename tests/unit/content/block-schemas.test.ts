import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mdxComponents } from '@/components/mdx/mdx-components';
import { BLOCK_SCHEMAS, blockMeta, MDX_BLOCK_NAMES } from '@/lib/content/schemas/blocks';

/** The block schemas are the one list of blocks, and complete enough to build an editor's forms from. */
describe('MDX block schemas', () => {
  it('name exactly the blocks of the MDX component map', () => {
    const markdownOverrides = ['a', 'table'];
    const mapped = Object.keys(mdxComponents).filter((name) => !markdownOverrides.includes(name));
    expect([...MDX_BLOCK_NAMES].sort()).toEqual(mapped.sort());
  });

  it('are strict zod objects with a description and what goes between the tags', () => {
    for (const name of MDX_BLOCK_NAMES) {
      const schema = BLOCK_SCHEMAS[name];
      expect(schema, name).toBeInstanceOf(z.ZodObject);
      expect(schema.safeParse({ notAProp: 1 }).success, `${name} refuses unknown props`).toBe(false);
      const meta = blockMeta(schema);
      expect(meta.description.length, `${name} has a description`).toBeGreaterThan(10);
      expect(['required', 'optional', 'none'], name).toContain(meta.children);
    }
  });

  it('tag the props that refer to other content, for the check and for pickers', () => {
    const refOf = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { ref?: string } | undefined)?.ref;
    const unwrap = (schema: z.ZodType): z.ZodType =>
      schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;
    expect(refOf(unwrap(BLOCK_SCHEMAS.FaqList.shape.topic))).toBe('faqTopic');
    expect(refOf(unwrap(BLOCK_SCHEMAS.ReviewBadge.shape.product))).toBe('product');
    expect(refOf(BLOCK_SCHEMAS.Image.shape.src)).toBe('image');
    expect(refOf(BLOCK_SCHEMAS.ButtonLink.shape.href)).toBe('link');
    expect(refOf(BLOCK_SCHEMAS.VideoPlayer.shape.captions)).toBe('file');
    expect(refOf(unwrap(BLOCK_SCHEMAS.ContentRowItem.shape.id))).toBe('anchor');
  });
});
