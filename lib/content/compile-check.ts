import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { MDX_BLOCK_NAMES } from '../../components/mdx/block-names';
import type { ContentIssue } from './issues';
import type { Content } from './types';

interface MdNode {
  type: string;
  name?: string | null;
  children?: MdNode[];
}

function collectTags(node: MdNode, into: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) into.add(node.name);
  node.children?.forEach((child) => collectTags(child, into));
}

const known = new Set<string>(MDX_BLOCK_NAMES);

/** Compiles one MDX body; returns problems (syntax errors and unknown blocks). */
async function checkMdx(file: string, body: string): Promise<ContentIssue[]> {
  const tags = new Set<string>();
  const collect = () => (tree: MdNode) => collectTags(tree, tags);
  try {
    await compile(body, { remarkPlugins: [remarkGfm, collect] });
  } catch (error) {
    const e = error as { message: string; line?: number; column?: number };
    const where = e.line ? ` (body line ${e.line}:${e.column ?? 0})` : '';
    return [{ file, field: 'body', message: `MDX does not compile${where}: ${e.message.split('\n')[0]}` }];
  }
  return [...tags]
    .filter((tag) => /^[A-Z]/.test(tag) && !known.has(tag))
    .map((tag) => ({ file, field: 'body', message: `uses <${tag}>, which is not a block (see components/mdx/block-names.ts)` }));
}

export async function compileBodies(content: Content): Promise<ContentIssue[]> {
  const entries = [...content.pages, ...content.products, ...content.releases, ...content.stories];
  const results = await Promise.all(entries.map((entry) => checkMdx(entry.file, entry.body)));
  return results.flat();
}
