import remarkGfm from 'remark-gfm';
import { rehypeTableLabels } from './rehype-table-labels';

/** The one MDX pipeline the site renders content with (components/mdx/mdx-content.tsx). */
export const mdxOptions = { remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableLabels] };
