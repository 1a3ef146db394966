import { evaluate } from 'next-mdx-remote-client/rsc';
import remarkGfm from 'remark-gfm';
import { rehypeTableLabels } from './rehype-table-labels';
import { mdxComponents } from './mdx-components';

/**
 * Renders an MDX body at build time. A compile error fails the build naming the file
 * (`npm run content:check` reports the same earlier).
 */
export async function MdxContent({ source, file }: { source: string; file: string }) {
  const { content, error } = await evaluate({
    source,
    components: mdxComponents,
    options: { mdxOptions: { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableLabels] } },
  });
  if (error) throw new Error(`${file}: body: ${error.message}`);
  return <div className="prose">{content}</div>;
}
