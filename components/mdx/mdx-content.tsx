import { evaluate } from 'next-mdx-remote-client/rsc';
import { mdxComponents } from './mdx-components';
import { mdxOptions } from './mdx-options';

/**
 * Renders an MDX body at build time. A compile error fails the build naming the file
 * (`npm run content:check` reports the same earlier).
 */
export async function MdxContent({ source, file }: { source: string; file: string }) {
  const { content, error } = await evaluate({
    source,
    components: mdxComponents,
    options: { mdxOptions },
  });
  if (error) throw new Error(`${file}: body: ${error.message}`);
  return <div className="prose">{content}</div>;
}
