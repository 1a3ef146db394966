import { fields } from '@keystatic/core';
import { formatMdx } from '../format/mdx';
import { blockComponents } from './blocks';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * The MDX body of pages, products, release pages and stories: Markdown with the blocks
 * as insertable components. What Keystatic writes is put in the house style
 * (cms/format/mdx.ts), so a save changes only what was edited.
 */
export function mdxBody() {
  const field = fields.mdx({ label: 'Body', components: blockComponents() });
  return {
    ...field,
    serialize(...args: Parameters<typeof field.serialize>) {
      const out = field.serialize(...args);
      return { ...out, content: encoder.encode(formatMdx(decoder.decode(out.content))) };
    },
  };
}
